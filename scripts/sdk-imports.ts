/**
 * Codemod: points every import of a widget (widgets/<type>/**) that leaves the widget's own folder
 * at the widget SDK (src/sdk/index.ts, or a test kit of src/sdk/testing/ for what only tests use;
 * the files the server loads, a manifest and its `data.ts`, at its isomorphic part src/sdk/isomorphic.ts).
 *
 *   node --import tsx scripts/sdk-imports.ts            rewrite in place, list what it could not place
 *   node --import tsx scripts/sdk-imports.ts --check    exit 1 when a file would change
 *   node --import tsx scripts/sdk-imports.ts --count    count widget imports by door of the SDK and
 *                                                        those past it (exit 1 when any is past it)
 *   … --moved <old>=<new> …                              more moved files (old path → new path,
 *                                                        repo-relative) besides the kits listed below
 *
 * Names are matched by symbol (TypeScript's checker): `import { money } from '../../src/bindings/
 * functions/format.ts'` becomes `import { money } from '../../src/sdk/index.ts'` because the SDK
 * exports that very symbol; when the SDK exports it under another name the import says
 * `import { sdkName as money }`, so the widget's body does not change. Imports of the same SDK module
 * are merged into one declaration. Imports of a moved file (PROMOTED below, `--moved`) follow it first.
 * A name the SDK does not export is left where it is and listed: add it to the SDK (or move the
 * file into it) and run again. The lint rule (eslint.config.js) refuses what is left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { countWidgetImports, widgetFileKind } from './sdk-doors.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SDK_DIR = path.join(ROOT, 'src/sdk');
const WIDGETS_DIR = path.join(ROOT, 'widgets');

const INDEX = path.join(SDK_DIR, 'index.ts');
const ISOMORPHIC = path.join(SDK_DIR, 'isomorphic.ts');

/** Widget files the server loads (the manifest, its `data.ts` and `params.ts`: scripts/sdk-doors.js): they import the isomorphic part only. */
const serverSide = (file: string): boolean => widgetFileKind(path.relative(WIDGETS_DIR, file)) === 'server';

/** The SDK's public modules in the order names are looked up: the index first, then the test kits. */
function sdkModules(): string[] {
  const testing = path.join(SDK_DIR, 'testing');
  const kits = fs.existsSync(testing)
    ? fs
        .readdirSync(testing)
        .filter((f) => /\.tsx?$/.test(f))
        .sort((a, b) => (a.startsWith('index.') ? -1 : b.startsWith('index.') ? 1 : a.localeCompare(b)))
        .map((f) => path.join(testing, f))
    : [];
  return [INDEX, ...kits];
}

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts')) out.push(p);
  }
  return out;
}

const toPosix = (p: string): string => p.split(path.sep).join('/');
const rel = (p: string): string => toPosix(path.relative(ROOT, p));

function specifierFrom(file: string, target: string): string {
  const r = toPosix(path.relative(path.dirname(file), target));
  return r.startsWith('.') ? r : `./${r}`;
}

function widgetFolder(file: string): string | null {
  const r = path.relative(WIDGETS_DIR, file);
  if (r.startsWith('..')) return null;
  const first = r.split(path.sep)[0];
  return first ? path.join(WIDGETS_DIR, first) : null;
}

/**
 * Files moved into the SDK (widget kits promoted, issue 13): an import written against the old
 * path (a branch older than the move) is pointed at the new one before names are placed.
 */
const PROMOTED: ReadonlyArray<readonly [string, string]> = [
  ['src/diy/diy.css', 'src/sdk/styles/diy.css'],
  ['widgets/diy-goods-list/shared/GoodsCards.tsx', 'src/sdk/goods/GoodsCards.tsx'],
  ['widgets/diy-goods-list/shared/Img.tsx', 'src/sdk/goods/Img.tsx'],
  ['widgets/diy-goods-list/shared/Price.tsx', 'src/sdk/goods/Price.tsx'],
  ['widgets/diy-goods-list/shared/Promotion.tsx', 'src/sdk/goods/Promotion.tsx'],
  ['widgets/diy-goods-list/shared/goods.ts', 'src/sdk/goods/goods.ts'],
  ['widgets/diy-goods-list/shared/icons.tsx', 'src/sdk/goods/icons.tsx'],
  ['widgets/diy-goods-list/shared/look.ts', 'src/sdk/goods/look.ts'],
  ['widgets/diy-goods-list/shared/text.ts', 'src/sdk/goods/text.ts'],
  ['widgets/diy-goods-list/shared/useApi.ts', 'src/sdk/goods/useApi.ts'],
  ['widgets/diy-goods-list/shared/usePaged.ts', 'src/sdk/goods/usePaged.ts'],
  ['widgets/diy-goods-list/shared/diy-data.css', 'src/sdk/goods/diy-data.css'],
  ['widgets/diy-goods-list/params.ts', 'src/sdk/goods/params.ts'],
  ['widgets/diy-goods-list/shared/promotionSuite.tsx', 'src/sdk/testing/promotionSuite.tsx'],
  ['widgets/diy-goods-list/shared/testing.tsx', 'src/sdk/testing/goods.tsx'],
  ['widgets/diy-goods-list/shared/refresh.test.tsx', 'tests/widget-refresh.test.tsx'],
  ['widgets/order-card/order.ts', 'src/sdk/orders/order.ts'],
  ['widgets/order-card/GoodsLine.tsx', 'src/sdk/orders/GoodsLine.tsx'],
  ['widgets/order-card/PromotionTag.tsx', 'src/sdk/orders/PromotionTag.tsx'],
  ['widgets/order-card/order.css', 'src/sdk/orders/order.css'],
  ['widgets/order-card/order-card.css', 'src/sdk/orders/order-card.css'],
  ['widgets/order-actions/ActionButtons.tsx', 'src/sdk/orders/ActionButtons.tsx'],
  ['widgets/refund-type-select/refund.ts', 'src/sdk/orders/refund.ts'],
  ['widgets/order-card/testing.tsx', 'src/sdk/testing/orders.tsx'],
  ['widgets/order-card/page-testing.tsx', 'src/sdk/testing/order-pages.tsx'],
  ['widgets/login-form/account.ts', 'src/sdk/account/account.ts'],
  ['widgets/login-form/fields.tsx', 'src/sdk/account/fields.tsx'],
  ['widgets/login-form/AgreementPopup.tsx', 'src/sdk/account/AgreementPopup.tsx'],
  ['widgets/login-form/agreement.tsx', 'src/sdk/account/agreement.tsx'],
  ['widgets/login-form/account.css', 'src/sdk/account/account.css'],
  ['widgets/login-form/testing.tsx', 'src/sdk/testing/account.tsx'],
  ['widgets/login-form/ssr.test.tsx', 'tests/account-widgets-ssr.test.tsx'],
  ['widgets/captcha-image/useCaptcha.ts', 'src/sdk/account/useCaptcha.ts'],
  ['widgets/captcha-image/CaptchaImg.tsx', 'src/sdk/account/CaptchaImg.tsx'],
  ['widgets/sms-code-button/useSmsSender.ts', 'src/sdk/account/useSmsSender.ts'],
  ['widgets/sms-code-button/useSmsCountdown.ts', 'src/sdk/account/useSmsCountdown.ts'],
  ['widgets/sms-code-button/SmsButton.tsx', 'src/sdk/account/SmsButton.tsx'],
  ['widgets/privacy-popup/PrivacyDialog.tsx', 'src/sdk/account/PrivacyDialog.tsx'],
  ['widgets/register-reward-popup/registerReward.tsx', 'src/sdk/account/registerReward.tsx'],
  ['widgets/register-reward-popup/reward.ts', 'src/sdk/account/reward.ts'],
  ['widgets/register-reward-popup/reward.css', 'src/sdk/account/reward.css'],
  ['widgets/register-form/complexity.ts', 'src/sdk/account/complexity.ts'],
  ['widgets/evaluate-form/validate.ts', 'src/sdk/forms/validate.ts'],
  ['widgets/evaluate-form/ImageUploader.tsx', 'src/sdk/forms/ImageUploader.tsx'],
  ['widgets/evaluate-form/image-uploader.css', 'src/sdk/forms/image-uploader.css'],
  ['widgets/pay-panel/Switch.tsx', 'src/sdk/forms/Switch.tsx'],
  ['widgets/pay-panel/switch.css', 'src/sdk/forms/switch.css'],
  ['widgets/pay-panel/shared.ts', 'src/sdk/pay/pay.ts'],
  ['widgets/pay-panel/PayPasswordPopup.tsx', 'src/sdk/pay/PayPasswordPopup.tsx'],
  ['widgets/pay-panel/pay-password-popup.css', 'src/sdk/pay/pay-password-popup.css'],
  ['widgets/pay-password-form/CodeBoxes.tsx', 'src/sdk/pay/CodeBoxes.tsx'],
  ['widgets/pay-password-form/code-boxes.css', 'src/sdk/pay/code-boxes.css'],
  ['widgets/address-list/selection.ts', 'src/sdk/member/addressSelection.ts'],
  ['widgets/level-card/levels.ts', 'src/sdk/member/levels.ts'],
  ['widgets/level-card/levels.fixture.ts', 'src/sdk/testing/levels.fixture.ts'],
  ['widgets/profile-cells/profile.ts', 'src/sdk/member/profile.ts'],
  ['widgets/profile-cells/member-testing.tsx', 'src/sdk/testing/member.tsx'],
  ['widgets/coupon-card-list/coupon.ts', 'src/sdk/coupons/coupon.ts'],
  ['widgets/search-history/history.ts', 'src/sdk/search/history.ts'],
  ['widgets/search-history/search-history.css', 'src/sdk/search/search-history.css'],
  ['widgets/topic-goods-info/countdown.tsx', 'src/sdk/topic/countdown.tsx'],
  ['widgets/topic-goods-info/topic-shared.css', 'src/sdk/topic/topic-shared.css'],
  ['widgets/cart-list/cart.css', 'src/sdk/styles/cart.css'],
  ['widgets/goods-grid/catalogue-testing.tsx', 'src/sdk/testing/catalogue.tsx'],
  ['widgets/goods-grid/catalogue-ssr.test.tsx', 'tests/catalogue-ssr.test.tsx'],
];

/** Rewrites relative specifiers of `file` that name a moved file; answers whether it changed. */
function followMoves(file: string, moved: ReadonlyMap<string, string>, write: boolean): boolean {
  const text = fs.readFileSync(file, 'utf8');
  const out = text.replace(/((?:from|import|import\(|vi\.mock\()\s*)(['"])(\.\.?\/[^'"]+)\2/g, (m, pre: string, q: string, spec: string) => {
    const to = moved.get(path.resolve(path.dirname(file), spec));
    return to ? `${pre}${q}${specifierFrom(file, to)}${q}` : m;
  });
  if (out === text) return false;
  if (write) fs.writeFileSync(file, out);
  return true;
}

interface Placed {
  module: string;
  exportName: string;
}

interface Spec {
  local: string;
  exportName: string;
  typeOnly: boolean;
}

/** `--count`: the widgets' imports by door of the SDK, and those past it or into another widget (listed). */
function count(): void {
  const { doors, past, otherWidget } = countWidgetImports(ROOT, fs);
  for (const [door, n] of Object.entries(doors)) console.log(`through ${door}: ${n}`);
  for (const p of past) console.log(`past the SDK: ${p}`);
  for (const p of otherWidget) console.log(`into another widget: ${p}`);
  console.log(`widget imports reaching into src/ past the SDK: ${past.length}; into another widget's folder: ${otherWidget.length}`);
  if (past.length + otherWidget.length > 0) process.exitCode = 1;
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--count')) return count();
  const check = args.includes('--check');
  const moved = new Map<string, string>(PROMOTED.map(([from, to]) => [path.resolve(ROOT, from), path.resolve(ROOT, to)]));
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--moved') continue;
    const [from, to] = String(args[i + 1] ?? '').split('=');
    if (!from || !to) throw new Error('--moved <old>=<new>');
    moved.set(path.resolve(ROOT, from), path.resolve(ROOT, to));
  }

  const widgetFiles = walk(WIDGETS_DIR);
  let followed = 0;
  for (const file of widgetFiles) if (followMoves(file, moved, !check)) followed++;

  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const modules = sdkModules();
  const program = ts.createProgram([...modules, ISOMORPHIC, ...widgetFiles], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();

  const original = (sym: ts.Symbol): ts.Symbol => (sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym);

  // Every symbol the SDK exports → where (first module wins) and under which name.
  const placements = (list: string[]): Map<ts.Symbol, Placed> => {
    const placed = new Map<ts.Symbol, Placed>();
    for (const m of list) {
      const sf = program.getSourceFile(m);
      const msym = sf && checker.getSymbolAtLocation(sf);
      if (!msym) continue;
      for (const exp of checker.getExportsOfModule(msym)) {
        const o = original(exp);
        if (!placed.has(o)) placed.set(o, { module: m, exportName: exp.name });
      }
    }
    return placed;
  };
  const placedAll = placements(modules);
  const placedIso = placements([ISOMORPHIC]);
  const sdkSet = new Set([...modules, ISOMORPHIC]);

  const unplaced: string[] = [];
  let changed = 0;
  for (const file of widgetFiles) {
    const sf = program.getSourceFile(file);
    const own = widgetFolder(file);
    if (!sf || !own) continue;
    const iso = serverSide(file);
    const placed = iso ? placedIso : placedAll;
    const text = sf.getFullText();
    const edits: Array<{ start: number; end: number; text: string }> = [];
    // New imports per SDK module, in order of first appearance, and where the first one stood.
    const removal = (stmt: ts.Statement) => {
      const end = stmt.getEnd();
      return { start: stmt.getStart(sf), end: text[end] === '\n' ? end + 1 : end, text: '' };
    };
    const groups = new Map<string, { specs: Spec[]; at: number; existing?: ts.ImportDeclaration }>();

    for (const stmt of sf.statements) {
      if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
      const spec = stmt.moduleSpecifier.text;
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (sdkSet.has(target) && !(iso && target !== ISOMORPHIC)) {
        // Already the SDK: a merge target for what follows.
        const g = groups.get(target);
        if (!g) groups.set(target, { specs: [], at: stmt.getStart(sf), existing: stmt });
        continue;
      }
      if (target.startsWith(own + path.sep)) continue;
      const clause = stmt.importClause;
      if (!clause) {
        // A style sheet (or another side-effect import): only a move places it.
        const to = moved.get(target);
        if (to) edits.push({ start: stmt.moduleSpecifier.getStart(sf), end: stmt.moduleSpecifier.getEnd(), text: `'${specifierFrom(file, to)}'` });
        else if (!target.startsWith(SDK_DIR + path.sep) || iso) unplaced.push(`${rel(file)}: side-effect import ${spec}`);
        continue;
      }
      const specs: Array<{ spec: Spec; placed: Placed | undefined; name: string }> = [];
      let unhandled = false;
      const look = (node: ts.Node): Placed | undefined => {
        const s = checker.getSymbolAtLocation(node);
        return s ? placed.get(original(s)) : undefined;
      };
      if (clause.name) {
        const p = look(clause.name);
        specs.push({ spec: { local: clause.name.text, exportName: p?.exportName ?? 'default', typeOnly: clause.isTypeOnly }, placed: p, name: 'default' });
      }
      const nb = clause.namedBindings;
      if (nb && ts.isNamespaceImport(nb)) unhandled = true;
      else if (nb) {
        for (const el of nb.elements) {
          const p = look(el.name);
          specs.push({
            spec: { local: el.name.text, exportName: p?.exportName ?? (el.propertyName ?? el.name).text, typeOnly: clause.isTypeOnly || el.isTypeOnly },
            placed: p,
            name: (el.propertyName ?? el.name).text,
          });
        }
      }
      const missing = specs.filter((s) => !s.placed);
      if (unhandled || missing.length > 0 || specs.length === 0) {
        const what = unhandled ? '* as …' : missing.map((s) => s.name).join(', ');
        unplaced.push(`${rel(file)}: ${what} from ${spec}`);
        continue;
      }
      edits.push(removal(stmt));
      for (const s of specs) {
        const m = s.placed!.module;
        const g = groups.get(m) ?? { specs: [], at: stmt.getStart(sf) };
        groups.set(m, g);
        g.specs.push(s.spec);
      }
    }

    for (const [m, g] of groups) {
      if (g.specs.length === 0) continue;
      const all: Spec[] = [...g.specs];
      if (g.existing) {
        const clause = g.existing.importClause;
        const nb = clause?.namedBindings;
        if (!clause || clause.name || (nb && !ts.isNamedImports(nb))) {
          unplaced.push(`${rel(file)}: cannot merge into its import of ${rel(m)}`);
          continue;
        }
        for (const el of nb?.elements ?? []) all.unshift({ local: el.name.text, exportName: (el.propertyName ?? el.name).text, typeOnly: clause.isTypeOnly || el.isTypeOnly });
        edits.push(removal(g.existing));
      }
      const seen = new Set<string>();
      const unique = all.filter((s) => (seen.has(s.local) ? false : (seen.add(s.local), true)));
      const allTypes = unique.every((s) => s.typeOnly);
      const names = unique
        .sort((a, b) => a.local.localeCompare(b.local))
        .map((s) => `${s.typeOnly && !allTypes ? 'type ' : ''}${s.exportName === s.local ? s.local : `${s.exportName} as ${s.local}`}`);
      const decl = `import ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from '${specifierFrom(file, m)}';`;
      edits.push({ start: g.at, end: g.at, text: `${decl}\n` });
    }

    if (edits.length === 0) continue;
    edits.sort((a, b) => b.start - a.start || b.end - a.end);
    let out = text;
    for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    if (out === text) continue;
    changed++;
    if (!check) fs.writeFileSync(file, out);
    else console.log(`would change ${rel(file)}`);
  }

  for (const u of unplaced) console.log(`not placed: ${u}`);
  console.log(`${check ? 'would change' : 'changed'} ${changed} file(s) (${followed} following moved files); ${unplaced.length} import(s) not placed`);
  if (check && changed + followed > 0) process.exitCode = 1;
}

main();
