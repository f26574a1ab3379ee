// What a visit loads, worked out from the build stats each production build writes
// (build-stats-plugin.cjs), and the bundle budgets of tooling/budgets.json checked against it.

/**
 * Every chunk a visit loads, from the chunks it starts with: `next` says which chunks each lazy
 * import of a loaded chunk adds (none when the visit does not take it). Returns the chunk ids in
 * the order they are reached.
 * @param {{ app: string, chunks: Record<string, { blocks: object[] }> }} stats
 * @param {string[]} start
 * @param {(block: { expose?: string, provide?: string, consume?: string, request?: string, chunks: string[] }) => string[]} next
 */
function chunksLoaded(stats, start, next) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.shift();
    if (seen.has(id)) continue;
    const chunk = stats.chunks[id];
    if (!chunk) throw new Error(`${stats.app}: chunk ${id} is not in its build stats.`);
    seen.add(id);
    for (const block of chunk.blocks) queue.push(...next(block));
  }
  return [...seen];
}

/**
 * The chunks a build's own copy of each shared module loads with. The share scope hands out a
 * provider's copy through its provide block, whose chunks can differ from the consumer's fallback.
 */
function providedChunks(stats) {
  const chunks = new Map();
  for (const chunk of Object.values(stats.chunks)) {
    for (const block of chunk.blocks) if (block.provide) chunks.set(block.provide, block.chunks);
  }
  return chunks;
}

/** The JS files (and style sheets) of a set of chunks, with their gzip bytes and modules. */
function visitOf(stats, chunkIds) {
  const files = new Set();
  const modules = new Map();
  for (const id of chunkIds) {
    const chunk = stats.chunks[id];
    for (const file of chunk.files) files.add(file);
    for (const { name, size } of chunk.modules) modules.set(name, (modules.get(name) ?? 0) + size);
  }
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  return {
    app: stats.app,
    scripts,
    styleSheets: [...files].filter((file) => file.endsWith('.css')),
    gzip: scripts.reduce((sum, file) => sum + stats.files[file].gzip, 0),
    modules: [...modules].map(([name, size]) => ({ name, size })),
  };
}

/**
 * The shell's first visit: the scripts its page loads beside its chunks, its entry, the lazy
 * imports it makes while booting (`boot`, such as the async boundary's './bootstrap') and the
 * shared modules those chunks consume, which the shell provides itself. `shares` are the shared
 * modules the visit holds: those in the entry (eager) and those whose provided chunks it loads;
 * one the shell provides but does not load (react-router) is not among them.
 */
function shellFirstVisit(shell, { boot }) {
  const entry = shell.entries.main;
  if (!entry) throw new Error(`${shell.app} has no main entry in its build stats.`);
  const own = providedChunks(shell);
  const chunkIds = chunksLoaded(shell, entry, (block) => {
    if (block.consume !== undefined) return own.get(block.consume) ?? block.chunks;
    return boot.includes(block.request) ? block.chunks : [];
  });
  const loaded = new Set(chunkIds);
  const shares = shell.provides.filter(
    (key) => !own.has(key) || own.get(key).every((id) => loaded.has(id)),
  );
  const chunked = visitOf(shell, chunkIds);
  // The scripts its page loads beside the entry (the Intl warm-up), first in the head.
  const pageScripts = shell.pageScripts ?? [];
  return {
    ...chunked,
    scripts: [...pageScripts, ...chunked.scripts],
    gzip: pageScripts.reduce((sum, file) => sum + shell.files[file].gzip, chunked.gzip),
    shares,
  };
}

/**
 * A remote's JS beyond the shell on its routes: its remoteEntry, its ./app expose, every lazy
 * import that runs with them except those that wait for a person or a page that needs them
 * (`onDemand`), plus `also` (the lazy imports one route takes), and its own copy of any shared
 * module the shell's first visit (`shellFirstVisit`) does not hold.
 */
function remoteRoute(remote, shellVisit, { onDemand = [], also = [] }) {
  const federationEntry = Object.keys(remote.entries);
  if (federationEntry.length !== 1)
    throw new Error(`${remote.app}: expected one container entry, found ${federationEntry}.`);
  const fromShell = new Set(shellVisit.shares);
  const own = providedChunks(remote);
  const chunkIds = chunksLoaded(remote, remote.entries[federationEntry[0]], (block) => {
    if (block.expose !== undefined) return block.expose === './app' ? block.chunks : [];
    if (block.consume !== undefined)
      return fromShell.has(block.consume) ? [] : (own.get(block.consume) ?? block.chunks);
    if (block.provide !== undefined) return [];
    return also.includes(block.request) || !onDemand.includes(block.request) ? block.chunks : [];
  });
  return visitOf(remote, chunkIds);
}

/** The shell's visit and a remote's route on top of it (two builds: no file in common). */
function combined(first, second) {
  return {
    app: `${first.app} + ${second.app}`,
    scripts: [...first.scripts, ...second.scripts],
    styleSheets: [...first.styleSheets, ...second.styleSheets],
    gzip: first.gzip + second.gzip,
    modules: [...first.modules, ...second.modules],
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The largest modules of a visit, for the report of one that is over its budget. */
function topModules(visit, count = 12) {
  return [...visit.modules]
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ name, size }) => `      ${kb(size).padStart(7)} KB  ${name}`);
}

/**
 * The font files the shell's build writes (and its pages preload): their bytes as sent, since
 * woff2 is compressed already. A build without font stats (before fonts were counted) has none.
 */
function fontsLine(shell, { maxKB }) {
  const files = Object.entries(shell.fonts ?? {});
  const bytes = files.reduce((sum, [, size]) => sum + size, 0);
  const fits = bytes <= maxKB * 1024;
  return {
    fits,
    text: `${fits ? 'ok  ' : 'OVER'} fonts, every page: ${kb(bytes)} KB in ${files.length} files (budget ${maxKB} KB)${
      fits
        ? ''
        : `\n${files.map(([file, size]) => `      ${kb(size).padStart(7)} KB  ${file}`).join('\n')}`
    }`,
  };
}

/**
 * Every budget of the budget file against the build stats: one line per budget, and for each
 * one that is exceeded the modules it is made of.
 * @param {object} budgets tooling/budgets.json
 * @param {(app: string) => object} readStats an app's build stats
 */
function checkBudgets(budgets, readStats) {
  const shell = readStats('shell');
  const shellVisit = shellFirstVisit(shell, budgets.shell);
  const results = [
    {
      label: 'shell, first visit',
      visit: shellVisit,
      maxKB: budgets.shell.maxKB,
      goalKB: budgets.shell.goalKB,
    },
  ];
  for (const [remote, budget] of Object.entries(budgets.remotes)) {
    results.push({
      label: `${remote}, route JS beyond the shell`,
      visit: remoteRoute(readStats(remote), shellVisit, budget),
      maxKB: budget.maxKB,
      goalKB: budget.goalKB,
    });
  }
  for (const [path, budget] of Object.entries(budgets.firstVisits)) {
    const owner = remoteRoute(readStats(budget.remote), shellVisit, {
      ...budgets.remotes[budget.remote],
      also: budget.also,
    });
    results.push({
      label: `first visit to ${path} (shell + ${budget.remote})`,
      visit: combined(shellVisit, owner),
      maxKB: budget.maxKB,
      goalKB: budget.goalKB,
    });
  }
  const lines = [];
  let over = 0;
  if (budgets.fonts) {
    const line = fontsLine(shell, budgets.fonts);
    if (!line.fits) over += 1;
    lines.push(line.text);
  }
  for (const { label, visit, maxKB, goalKB } of results) {
    const fits = visit.gzip <= maxKB * 1024;
    if (!fits) over += 1;
    lines.push(
      `${fits ? 'ok  ' : 'OVER'} ${label}: ${kb(visit.gzip)} KB gzip in ${visit.scripts.length} scripts and ${visit.styleSheets.length} style sheets (budget ${maxKB} KB${goalKB ? `, goal ${goalKB} KB` : ''})`,
    );
    if (!fits) {
      lines.push('    largest modules (size before minification):', ...topModules(visit));
    }
  }
  return { ok: over === 0, lines, results };
}

module.exports = {
  chunksLoaded,
  providedChunks,
  shellFirstVisit,
  remoteRoute,
  combined,
  checkBudgets,
};
