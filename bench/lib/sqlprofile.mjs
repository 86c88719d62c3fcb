/**
 * Preloaded into a bench's server (`NODE_OPTIONS=--import <this file>`, with SQL_PROFILE_FILE set):
 * times every statement node-postgres sends (from the call to its answer, so lock waits and the
 * commit's WAL flush are inside) and every wait for a pool connection, per request path
 * (the HTTP request's URL, carried through async calls). Writes a JSON summary to SQL_PROFILE_FILE
 * every second and at exit. Only for benches: the shop never loads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import pg from 'pg';

const file = process.env.SQL_PROFILE_FILE;
const als = new AsyncLocalStorage();
/** path → { requests, statements: Map<text, {n, ms, max}>, pool_waits, pool_wait_ms, busy_ms } */
const paths = new Map();

function entry(path) {
  let e = paths.get(path);
  if (!e) paths.set(path, (e = { requests: 0, request_ms: 0, statements: new Map(), pool_waits: 0, pool_wait_ms: 0, pool_wait_max: 0 }));
  return e;
}

function normal(text) {
  return String(text).replace(/\s+/g, ' ').replace(/\$\d+(, \$\d+)*/g, '$…').slice(0, 160);
}

function record(path, text, ms) {
  const st = entry(path).statements;
  const key = normal(text);
  const s = st.get(key) ?? { n: 0, ms: 0, max: 0 };
  s.n++;
  s.ms += ms;
  s.max = Math.max(s.max, ms);
  st.set(key, s);
}

// Every HTTP request runs in its own store (its path), so the statements it causes are counted for it.
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request' && req && res) {
    const path = String(req.url ?? '').split('?')[0];
    const t0 = performance.now();
    res.once('finish', () => {
      const e = entry(path);
      e.requests++;
      e.request_ms += performance.now() - t0;
    });
    return als.run({ path }, () => emit.call(this, event, req, res));
  }
  return emit.apply(this, arguments);
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const path = als.getStore()?.path ?? '(no request)';
  const t0 = performance.now();
  const done = () => record(path, text, performance.now() - t0);
  if (typeof values === 'function' || typeof callback === 'function' || (config && typeof config.callback === 'function') || (config && typeof config.submit === 'function')) {
    return query.call(this, config, values, callback);
  }
  const p = query.call(this, config, values);
  if (p && typeof p.then === 'function') p.then(done, done);
  return p;
};

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (cb) {
  const path = als.getStore()?.path ?? '(no request)';
  const t0 = performance.now();
  const done = () => {
    const e = entry(path);
    const ms = performance.now() - t0;
    e.pool_waits++;
    e.pool_wait_ms += ms;
    e.pool_wait_max = Math.max(e.pool_wait_max, ms);
  };
  if (typeof cb === 'function') {
    return connect.call(this, (err, client, release) => {
      done();
      cb(err, client, release);
    });
  }
  const p = connect.call(this);
  p.then(done, done);
  return p;
};

function write() {
  if (!file) return;
  const out = {};
  for (const [path, e] of paths) {
    out[path] = {
      requests: e.requests,
      request_ms: e.request_ms,
      pool_waits: e.pool_waits,
      pool_wait_ms: e.pool_wait_ms,
      pool_wait_max: e.pool_wait_max,
      statements: [...e.statements.entries()].map(([text, s]) => ({ text, ...s })).sort((a, b) => b.ms - a.ms),
    };
  }
  try {
    fs.writeFileSync(file, JSON.stringify(out));
  } catch {
    /* the bench reads what it finds */
  }
}

// The bench steers through files beside SQL_PROFILE_FILE: `.reset` clears the counts (after its
// warm-up) and starts the CPU profiler (inspector, 1 ms sampling); `.stop` writes the CPU profile
// to `<file>.cpuprofile` (Chrome DevTools format).
let session = null;
function maybeReset() {
  if (!file) return;
  if (fs.existsSync(`${file}.reset`)) {
    fs.rmSync(`${file}.reset`, { force: true });
    paths.clear();
    if (!session) {
      session = new inspector.Session();
      session.connect();
      session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 1000 }, () => session.post('Profiler.start')));
    }
  }
  if (fs.existsSync(`${file}.stop`) && session) {
    fs.rmSync(`${file}.stop`, { force: true });
    const s = session;
    session = null;
    s.post('Profiler.stop', (err, res) => {
      if (!err) fs.writeFileSync(`${file}.cpuprofile`, JSON.stringify(res.profile));
      s.disconnect();
    });
  }
}

setInterval(() => {
  maybeReset();
  write();
}, 200).unref();
process.on('exit', write);
