// The editor's document and its history (zustand + immer): the page being edited (our page
// format), the selected component, undo / redo, the draft's time on the server, and the problems
// the last publish reported, per component and field.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { PageNode, PageSchema } from '../../renderer/types.ts';

/** What undo and redo move between. */
export interface Snapshot {
  title: string;
  content: PageNode[];
  /** The page's settings (nav bar, background, tab bar, pop-up); the title above. */
  meta?: PageSchema['meta'];
}

export interface EditorState {
  name: string;
  page: PageSchema | null;
  selected: string | null;
  past: Snapshot[];
  future: Snapshot[];
  dirty: boolean;
  draftTime: number | undefined;
  /** Problems of the last publish: by node id, field path (`list.0.link.wap_url`; '' = the component) → message. */
  problems: Record<string, Record<string, string>>;
  /** Problems not inside a component (the page, its settings). */
  pageProblems: Array<{ path: string; message: string }>;
  /** Warnings of the last publish by node id (a component this build does not know: kept, not shown). */
  warnings: Record<string, string>;
  /** Counts loads, undos and redos: the page settings form starts again from the page at each. */
  revision: number;

  load(name: string, page: PageSchema, draftTime?: number): void;
  select(id: string | null): void;
  add(type: string, props: Record<string, unknown>, at?: number): string;
  move(id: string, to: number): void;
  moveBy(id: string, delta: number): void;
  duplicate(id: string): string | null;
  remove(id: string): void;
  setProps(id: string, props: Record<string, unknown>): void;
  setTitle(title: string): void;
  /** The page's settings besides its title (page meta). */
  setMeta(meta: NonNullable<PageSchema['meta']>): void;
  undo(): void;
  redo(): void;
  saved(draftTime: number): void;
  setProblems(problems: EditorState['problems'], pageProblems: EditorState['pageProblems']): void;
  setWarnings(warnings: EditorState['warnings']): void;
}

/** Steps undo keeps. */
export const HISTORY = 100;

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const titleOf = (page: PageSchema): string => (typeof page.meta?.title === 'string' ? page.meta.title : '');
const snapshotOf = (page: PageSchema): Snapshot => clone({ title: titleOf(page), content: page.content, ...(page.meta ? { meta: page.meta } : {}) });
const restore = (page: PageSchema, snap: Snapshot) => {
  page.content = snap.content;
  page.meta = { ...(snap.meta ?? page.meta ?? {}), title: snap.title };
};

let seq = 0;
/** A node id unique in the page: `<type>-<base36 time><n>`. */
export function newId(type: string, taken: ReadonlySet<string>): string {
  let id: string;
  do id = `${type}-${Date.now().toString(36)}${(seq++).toString(36)}`.slice(-60);
  while (taken.has(id));
  return id;
}

export const useEditor = create<EditorState>()(
  immer((set, get) => {
    /** Records the state before a change for undo; the change follows in the same set. */
    const change = (fn: (page: PageSchema, state: EditorState) => void) =>
      set((s) => {
        if (!s.page) return;
        s.past.push(snapshotOf(s.page));
        if (s.past.length > HISTORY) s.past.shift();
        s.future = [];
        fn(s.page, s);
        s.dirty = true;
      });
    const ids = () => new Set((get().page?.content ?? []).map((n) => n.id));

    return {
      name: '',
      page: null,
      selected: null,
      past: [],
      future: [],
      dirty: false,
      draftTime: undefined,
      problems: {},
      pageProblems: [],
      warnings: {},
      revision: 0,

      load(name, page, draftTime) {
        set((s) => {
          s.name = name;
          s.page = clone(page);
          s.selected = page.content[0]?.id ?? null;
          s.past = [];
          s.future = [];
          s.dirty = false;
          s.draftTime = draftTime;
          s.problems = {};
          s.pageProblems = [];
          s.warnings = {};
          s.revision += 1;
        });
      },
      select(id) {
        set((s) => {
          s.selected = id;
        });
      },
      add(type, props, at) {
        const id = newId(type, ids());
        change((page, s) => {
          const node: PageNode = { id, type, props: clone(props) };
          const index = at === undefined ? page.content.length : Math.max(0, Math.min(at, page.content.length));
          page.content.splice(index, 0, node);
          s.selected = id;
        });
        return id;
      },
      move(id, to) {
        const from = get().page?.content.findIndex((n) => n.id === id) ?? -1;
        const length = get().page?.content.length ?? 0;
        const target = Math.max(0, Math.min(to, length - 1));
        if (from < 0 || target === from) return;
        change((page) => {
          const [node] = page.content.splice(from, 1);
          if (node) page.content.splice(target, 0, node);
        });
      },
      moveBy(id, delta) {
        const from = get().page?.content.findIndex((n) => n.id === id) ?? -1;
        if (from >= 0) get().move(id, from + delta);
      },
      duplicate(id) {
        const page = get().page;
        const index = page?.content.findIndex((n) => n.id === id) ?? -1;
        const node = index >= 0 ? page?.content[index] : undefined;
        if (!node) return null;
        return get().add(node.type, (node.props ?? {}) as Record<string, unknown>, index + 1);
      },
      remove(id) {
        const index = get().page?.content.findIndex((n) => n.id === id) ?? -1;
        if (index < 0) return;
        change((page, s) => {
          page.content.splice(index, 1);
          delete s.problems[id];
          if (s.selected === id) s.selected = page.content[Math.min(index, page.content.length - 1)]?.id ?? null;
        });
      },
      setProps(id, props) {
        const node = get().page?.content.find((n) => n.id === id);
        if (!node || JSON.stringify(node.props ?? {}) === JSON.stringify(props)) return;
        change((page, s) => {
          const target = page.content.find((n) => n.id === id);
          if (target) target.props = clone(props);
          // The merchant changed the component: its reported problems may be gone.
          delete s.problems[id];
        });
      },
      setTitle(title) {
        if (get().page && titleOf(get().page!) === title) return;
        change((page) => {
          page.meta = { ...(page.meta ?? {}), title };
        });
      },
      undo() {
        set((s) => {
          const prev = s.past.pop();
          if (!s.page || !prev) return;
          s.future.push(snapshotOf(s.page));
          restore(s.page, prev);
          s.revision += 1;
          if (s.selected && !prev.content.some((n) => n.id === s.selected)) s.selected = null;
          s.dirty = true;
        });
      },
      redo() {
        set((s) => {
          const next = s.future.pop();
          if (!s.page || !next) return;
          s.past.push(snapshotOf(s.page));
          restore(s.page, next);
          s.revision += 1;
          s.dirty = true;
        });
      },
      setMeta(meta) {
        const page = get().page;
        if (!page) return;
        const next = { ...meta, title: titleOf(page) };
        if (JSON.stringify(page.meta ?? {}) === JSON.stringify(next)) return;
        change((p) => {
          p.meta = clone(next);
        });
      },
      saved(draftTime) {
        set((s) => {
          s.draftTime = draftTime;
          s.dirty = false;
        });
      },
      setProblems(problems, pageProblems) {
        set((s) => {
          s.problems = problems;
          s.pageProblems = pageProblems;
        });
      },
      setWarnings(warnings) {
        set((s) => {
          s.warnings = warnings;
        });
      },
    };
  }),
);
