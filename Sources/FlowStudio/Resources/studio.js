// flow studio: the page. It draws the state the server sends (API: Commands.md, "flow studio")
// and sends back only the `statement` strings the server gave it, so it never builds flow syntax.
'use strict';

const studio = {
  session: null,        // the session's id
  state: null,          // the last State drawn
  svgVersion: null,     // the file version of the graph picture on the page
  socket: null,
  closing: false,       // the page is going away: do not reconnect
  zoom: 'fit',          // 'fit' or a scale factor for the graph
  queue: Promise.resolve(),
  pending: 0,
};

const $ = (selector, root = document) => root.querySelector(selector);

/** Makes an element: el('button', {class: 'x', dataset: {a: 1}, onclick}, 'text', child…). */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value == null || value === false) continue;
    if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  node.append(...children.filter((child) => child != null));
  return node;
}

// ---------------------------------------------------------------------------------------------
// Talking to the server

/** One API call; answers {status, body} and never throws for an HTTP error (only for no network). */
async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers['Content-Type'] = 'application/json';
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  let json = null;
  try { json = await response.json(); } catch { json = null; }
  return { status: response.status, body: json };
}

const sessionPath = (suffix = '') => `/api/sessions/${encodeURIComponent(studio.session)}${suffix}`;

/**
 * Runs tasks one at a time, so that two quick clicks never interleave their renders. While one
 * runs, body has data-busy and data-ready="0"; data-ready="1" once it has drawn its answer
 * (the browser test waits on these).
 */
function enqueue(task) {
  const run = async () => {
    studio.pending += 1;
    document.body.dataset.busy = '1';
    document.body.dataset.ready = '0';
    try {
      await task();
    } catch (error) {
      setStatus(`flow studio does not answer (${error.message}): is it still running?`, 'error');
    } finally {
      studio.pending -= 1;
      if (studio.pending === 0) delete document.body.dataset.busy;
      document.body.dataset.ready = '1';
    }
  };
  studio.queue = studio.queue.then(run, run);
  return studio.queue;
}

/** Sends an action (run, undo, reset) and draws what came back. */
function act(kind, body) {
  return enqueue(async () => {
    // From the click to the answer drawn: body data-last-action-ms, which the browser test reports.
    const started = performance.now();
    hideWhyNot();
    const undone = studio.state && studio.state.history ? studio.state.history.at(-1) : null;
    const { status, body: action } = await api('POST', sessionPath(`/${kind}`), body);
    if (status === 404) return restartSession();
    if (status !== 200 || !action) return setStatus(errorText(status, action), 'error');
    if (action.accepted) setStatus(doneNote(kind, undone));
    else setStatus(action.message || `${kind} was refused`, 'error');
    await render(action.state);
    document.body.dataset.lastActionMs = (performance.now() - started).toFixed(1);
  });
}

/**
 * Runs a statement the page was given. A click while an answer is still on its way is dropped:
 * its statement came from the state on screen, which that answer is about to replace.
 */
function runStatement(statement) {
  if (studio.pending > 0) return studio.queue;
  return act('run', { statement });
}

/** What to say after an accepted action; a run says it in its trace already. */
function doneNote(kind, undone) {
  if (kind === 'undo') return undone ? `↶ Undid “${undone}”.` : '↶ Undone.';
  if (kind === 'reset') return '⟲ Relaunched the app.';
  return '';
}

/** Asks why a greyed-out control would not work, without running it. */
function askWhyNot(statement, anchor) {
  return enqueue(async () => {
    const { status, body } = await api('POST', sessionPath('/why-not'), { statement });
    if (status !== 200 || !body) return setStatus(errorText(status, body), 'error');
    showWhyNot(statement, body.text, anchor);
  });
}

/** Fetches the session's state again (after a reload of the file, or a lost connection). */
function refresh(note) {
  return enqueue(async () => {
    const { status, body } = await api('GET', sessionPath());
    if (status === 404) return restartSession();
    if (status !== 200) return setStatus(errorText(status, body), 'error');
    if (body.diagnostics) setStatus(`The file has errors (version ${body.version}): nothing runs until they are fixed.`, 'warn');
    else if (note) setStatus(note, 'info');
    await render(body);
  });
}

/** Opens a new session: at load, and when the server forgot ours (it restarted). */
async function startSession() {
  const { status, body } = await api('POST', '/api/sessions', {});
  if ((status !== 201 && status !== 200) || !body) return setStatus(errorText(status, body), 'error');
  studio.session = body.id;
  studio.svgVersion = null;
  await render(body);
  openUpdates();
}

/** The server forgot our session (it restarted): open a new one and replay what we had done. */
async function restartSession() {
  const history = (studio.state && studio.state.history) || [];
  await startSession();
  let replayed = 0;
  for (const statement of history) {
    const { status, body } = await api('POST', sessionPath('/run'), { statement });
    if (status !== 200 || !body || !body.accepted) break;
    replayed += 1;
    await render(body.state);
  }
  setStatus(`flow studio had restarted: this page has a new session`
    + (history.length ? `, with ${replayed} of its ${history.length} inputs replayed.` : '.'), 'warn');
}

const errorText = (status, body) => (body && body.error) || `The server answered ${status}.`;

// ---------------------------------------------------------------------------------------------
// Live updates: the server says when the file changed on disk

function openUpdates() {
  if (studio.socket) {
    studio.socket.onclose = null; // replaced on purpose: not a lost connection
    studio.socket.close();
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(`${scheme}//${location.host}${sessionPath('/updates')}`);
  studio.socket = socket;
  socket.onmessage = (event) => {
    let message = null;
    try { message = JSON.parse(event.data); } catch { return; }
    if (!message) return;
    if (message.type === 'reload') {
      refresh(`File changed: reloaded (version ${message.version}), your inputs replayed.`);
    } else if (message.type === 'hello' && studio.state && message.version !== studio.state.version) {
      // The file changed between our last state and the socket opening: catch up.
      refresh();
    }
  };
  socket.onclose = () => {
    if (studio.closing || studio.socket !== socket) return;
    setStatus('Lost the connection to flow studio; trying again…', 'warn');
    setTimeout(reconnect, 1000);
  };
}

/** After a lost socket: the same session if the server still has it, else a new one. */
async function reconnect(delay = 1000) {
  if (studio.closing) return;
  let reached = false;
  await enqueue(async () => {
    const { status, body } = await api('GET', sessionPath()); // throws while the server is down
    reached = true;
    if (status === 404) return restartSession();
    if (status !== 200) return setStatus(errorText(status, body), 'error');
    setStatus('Connected again.', 'info');
    await render(body);
    openUpdates();
  });
  if (reached) return;
  setStatus('Lost the connection to flow studio; trying again…', 'warn');
  setTimeout(() => reconnect(Math.min(delay * 2, 8000)), delay);
}

/** Frees the session when the page goes away; keepalive lets the request outlive the page. */
function closeSession() {
  if (studio.closing || !studio.session) return;
  studio.closing = true;
  fetch(sessionPath(), { method: 'DELETE', keepalive: true }).catch(() => {});
  if (studio.socket) studio.socket.close();
}

// ---------------------------------------------------------------------------------------------
// Drawing the state

async function render(state) {
  studio.state = state;
  renderHeader(state);
  await renderGraph(state);
  renderPhone(state);
  // A change of width class changes the device's shape: fit it again.
  fitDevice();
  renderTrace(state.lastTrace || []);
  renderTree(state);
  document.body.dataset.version = String(state.version);
}

function renderHeader(state) {
  $('#file-name').textContent = state.file || '';
  $('#file-meta').textContent = `version ${state.version} · ${state.width} width`;
  const running = !state.diagnostics;
  $('#undo').disabled = !running || !state.canUndo;
  $('#reset').disabled = !running;
  const width = $('#width');
  width.disabled = !running || !state.widthSwitch;
  width.textContent = state.widthSwitch ? `⇆ ${capitalized(state.widthSwitch.label)} width` : '⇆ Width';
  width.dataset.statement = state.widthSwitch ? state.widthSwitch.statement : '';
}

const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function setStatus(text, kind = 'info') {
  const status = $('#status');
  status.textContent = text || '';
  status.dataset.kind = text ? kind : '';
}

// ----- the graph -----

async function renderGraph(state) {
  const graph = $('#graph');
  const diagnostics = $('#diagnostics');
  if (state.diagnostics) {
    diagnostics.textContent = state.diagnostics;
    diagnostics.hidden = false;
    graph.hidden = true;
    return;
  }
  diagnostics.hidden = true;
  graph.hidden = false;
  if (studio.svgVersion !== state.version || !$('svg', graph)) await loadGraph(state.version);
  highlightGraph(state.graph);
}

/** Fetches the picture and inlines it, so that CSS can colour its nodes and edges. */
async function loadGraph(version) {
  const graph = $('#graph');
  const response = await fetch(`/api/graph.svg?session=${encodeURIComponent(studio.session)}`);
  if (!response.ok) {
    let message = `The graph is unavailable (${response.status}).`;
    try { message = (await response.json()).error || message; } catch { /* keep the generic one */ }
    graph.replaceChildren(el('p', { class: 'placeholder' }, message));
    return;
  }
  const parsed = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName !== 'svg') {
    graph.replaceChildren(el('p', { class: 'placeholder' }, 'The graph picture could not be read.'));
    return;
  }
  graph.replaceChildren(document.importNode(svg, true));
  tidyGraph($('svg', graph));
  studio.svgVersion = version;
  applyZoom();
}

/**
 * Graphviz draws a white page, a title and a legend around the graph; the pane has its own
 * legend, so drop them and crop the picture to the graph itself, which then reads larger.
 */
function tidyGraph(svg) {
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  const root = $('g.graph', svg);
  if (!root) return;
  for (const child of [...root.children]) {
    if (child.tagName === 'polygon' || child.tagName === 'text') child.remove();
  }
  for (const group of root.querySelectorAll('g')) {
    const title = $('title', group);
    const name = title ? title.textContent : '';
    if (name === 'cluster_legend' || name.startsWith('legend:')) group.remove();
  }
  const box = root.getBBox();
  const matrix = root.transform.baseVal.consolidate();
  const dx = matrix ? matrix.matrix.e : 0;
  const dy = matrix ? matrix.matrix.f : 0;
  const pad = 12;
  if (box.width > 0) {
    svg.setAttribute('viewBox', `${box.x + dx - pad} ${box.y + dy - pad} ${box.width + 2 * pad} ${box.height + 2 * pad}`);
  }
  // The tooltips dot writes (Main.A->Main.B) say less than the pane does; firable edges get their statement.
  for (const title of svg.querySelectorAll('g.edge > title, g.node > title')) title.remove();
}

/** Marks the active nodes, the visible one and the edges that can fire now. */
function highlightGraph(highlight) {
  const svg = $('#graph svg');
  if (!svg) return;
  for (const old of svg.querySelectorAll('.active, .visible, .firable')) {
    old.classList.remove('active', 'visible', 'firable');
    delete old.dataset.statement;
  }
  for (const old of svg.querySelectorAll('.halo, g.edge > title')) old.remove();
  if (!highlight) return;
  const find = (id) => svg.querySelector(`[id="${CSS.escape(id)}"]`);
  for (const id of highlight.active || []) find(id)?.classList.add('active');
  const visible = highlight.visible && find(highlight.visible);
  if (visible) {
    visible.classList.add('visible');
    if (studio.zoom !== 'fit') visible.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
  for (const edge of highlight.firable || []) {
    const group = find(edge.id);
    if (!group) continue;
    group.classList.add('firable');
    group.dataset.statement = edge.statement;
    addHalo(group, edge.statement);
  }
}

/** A wide, pale copy of the edge's line under it: the emphasis, and a target easy to click. */
function addHalo(group, statement) {
  const line = $('path', group);
  if (!line) return;
  const halo = line.cloneNode(false);
  halo.setAttribute('class', 'halo');
  halo.removeAttribute('stroke-dasharray');
  line.parentNode.insertBefore(halo, line);
  const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  title.textContent = `${statement} — click to run`;
  group.prepend(title);
}

function applyZoom() {
  const svg = $('#graph svg');
  if (!svg) return;
  const fit = studio.zoom === 'fit';
  $('#graph').classList.toggle('zoomed', !fit);
  if (fit) {
    svg.style.width = svg.style.height = '';
    return;
  }
  const box = svg.viewBox.baseVal;
  svg.style.width = `${box.width * studio.zoom}px`;
  svg.style.height = `${box.height * studio.zoom}px`;
}

/** The scale at which the whole graph fits the pane: where zooming in or out starts from. */
function fitScale() {
  const graph = $('#graph');
  const box = $('svg', graph).viewBox.baseVal;
  return Math.min(graph.clientWidth / box.width, graph.clientHeight / box.height);
}

function zoom(direction) {
  if (!$('#graph svg')) return;
  const current = studio.zoom === 'fit' ? fitScale() : studio.zoom;
  if (direction === 'fit') studio.zoom = 'fit';
  else studio.zoom = Math.max(0.2, Math.min(4, current * (direction === 'in' ? 1.25 : 0.8)));
  applyZoom();
  if (studio.state) highlightGraph(studio.state.graph);
}

// ----- the phone -----

/** How a layer is drawn: root, sheet, popover, over (see-through cover) or cover. The server
 *  decides it for every presentation style (`PresentationStyle.look`), so no style is listed here. */
function layerKind(layer) {
  return layer.look || 'cover';
}

function renderPhone(state) {
  const phone = $('#phone');
  phone.dataset.width = state.width || '';
  const layers = ((state.screen && state.screen.layers) || []).map((layer) => ({ ...layer, controls: layer.controls || [] }));
  if (!layers.length) {
    phone.replaceChildren(statusBar(), el('div', { class: 'no-screen' },
      state.diagnostics ? 'The file has errors: nothing runs until it is fixed.' : 'Nothing on screen.'));
    return;
  }
  const topIndex = layers.some((layer) => layer.isTop) ? layers.findIndex((layer) => layer.isTop) : layers.length - 1;
  const parts = [];
  layers.forEach((layer, index) => {
    const kind = layerKind(layer);
    if (index > 0) parts.push(backdrop(kind, layer, index === topIndex));
    const above = layers[index + 1];
    parts.push(layerElement(layer, kind, index === topIndex, above && layerKind(above) === 'sheet'));
  });
  phone.replaceChildren(...parts, statusBar(), el('div', { class: 'home-indicator' }));
}

/** What lies between a presented layer and the one below: a dimming, or the "outside" of a popover. */
function backdrop(kind, layer, isTop) {
  const node = el('div', { class: `backdrop backdrop-${kind}` });
  if (kind === 'popover' && isTop && layer.dismiss) {
    node.classList.add('dismiss');
    node.dataset.statement = layer.dismiss.statement;
    node.title = `${layer.dismiss.label}: ${layer.dismiss.statement}`;
    node.addEventListener('click', () => runStatement(layer.dismiss.statement));
  }
  return node;
}

function layerElement(layer, kind, isTop, receded) {
  const node = el('section', {
    class: `layer layer-${kind}${isTop ? ' top' : ''}${receded ? ' receded' : ''}`,
    dataset: { presentation: layer.presentation, scene: layer.scene, instance: layer.instance },
    'aria-label': `${layer.scene} (${layer.presentation})`,
  });
  // Only the top layer takes clicks, as on a device: what is below is covered.
  if (!isTop) node.inert = true;
  if (kind === 'sheet') node.append(grabber(layer.dismiss));
  const items = layer.controls.filter((control) => control.kind === 'item');
  if (layer.navigationBar) node.append(navigationBar(layer.navigationBar, items));
  node.append(content(layer, layer.navigationBar ? [] : items));
  if (layer.toolbar) node.append(el('footer', { class: 'toolbar', 'aria-label': 'toolbar' }));
  if (layer.tabBar) node.append(tabBar(layer.tabBar));
  return node;
}

/** A flow string literal of what was typed: quotes and backslashes escaped, line breaks as \n. */
function flowString(text) {
  return '"' + text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') + '"';
}

/** An alert's text field: what is typed and entered is `type "…" in NAME`. */
function textField(field) {
  const input = el('input', {
    type: 'text', class: 'text-field', placeholder: field.placeholder || field.name,
    dataset: { field: field.name }, 'aria-label': field.name,
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !input.value) return;
    runStatement(`type ${flowString(input.value)} in ${field.name}`);
  });
  return input;
}

/** The pill at a sheet's top; with a dismiss statement it is the "swipe down" handle. */
function grabber(dismiss) {
  if (!dismiss) return el('div', { class: 'grabber' }, el('span', { class: 'pill' }));
  return el('button', {
    type: 'button', class: 'grabber dismiss', title: `${dismiss.label}: ${dismiss.statement}`,
    dataset: { statement: dismiss.statement }, onclick: () => runStatement(dismiss.statement),
  }, el('span', { class: 'pill' }), el('span', { class: 'hint' }, `↓ ${dismiss.label}`));
}

function navigationBar(bar, items) {
  const back = bar.back && el('button', {
    type: 'button', class: 'back', title: bar.back.statement,
    dataset: { statement: bar.back.statement }, onclick: () => runStatement(bar.back.statement),
  }, el('span', { class: 'chevron' }, '‹'), el('span', { class: 'back-label' }, bar.back.label));
  return el('header', { class: 'navbar' },
    el('div', { class: 'nav-left' }, back),
    el('div', { class: 'nav-title' }, bar.title || ''),
    el('div', { class: 'nav-right' }, ...items.map(control)));
}

/** The scene's own controls: cells and accessories as table rows, buttons and gestures below. */
function content(layer, items) {
  const rows = layer.controls.filter((c) => c.kind === 'cell' || c.kind === 'accessory');
  const buttons = layer.controls.filter((c) => c.kind !== 'cell' && c.kind !== 'accessory' && c.kind !== 'item');
  const box = el('div', { class: 'content' });
  // Without a navigation bar nothing else would say which scene this is.
  const heading = layer.navigationBar ? null : layer.title || layer.scene;
  if (heading) box.append(el('h1', { class: 'large-title' }, heading));
  // SwiftUI content is code flow does not read: say so where it would be drawn.
  if (layer.hostedView) box.append(el('div', { class: 'hosted' }, `SwiftUI · ${layer.hostedView}`));
  if (layer.textFields) box.append(el('div', { class: 'text-fields' }, ...layer.textFields.map(textField)));
  if (items.length) box.append(el('div', { class: 'items' }, ...items.map(control)));
  if (rows.length) box.append(el('div', { class: 'table' }, ...rows.map(control)));
  if (buttons.length) box.append(el('div', { class: 'buttons' }, ...buttons.map(control)));
  if (!layer.controls.length) box.append(el('p', { class: 'empty' }, 'No controls'));
  const name = layer.instance && layer.instance !== layer.scene ? `${layer.scene} · ${layer.instance}` : layer.scene;
  if (name !== heading) box.append(el('div', { class: 'scene-name' }, name));
  return box;
}

/** One control; greyed-out ones stay clickable and ask the server why they would not work. */
function control(spec) {
  const label = spec.kind === 'cell' ? [el('span', { class: 'label' }, spec.name), el('span', { class: 'chevron' }, '›')]
    : spec.kind === 'accessory' ? [el('span', { class: 'label' }, spec.name), el('span', { class: 'info' }, 'i')]
    : spec.kind === 'gesture' ? [el('span', { class: 'touch' }), el('span', { class: 'label' }, spec.name)]
    : [spec.name];
  return el('button', {
    type: 'button',
    class: `control control-${spec.kind}${spec.enabled ? '' : ' disabled'}`,
    dataset: { statement: spec.statement, kind: spec.kind },
    title: spec.enabled ? spec.statement : `${spec.statement} — would not work now; click to see why`,
    'aria-disabled': spec.enabled ? null : 'true',
    onclick: (event) => (spec.enabled ? runStatement(spec.statement) : askWhyNot(spec.statement, event.currentTarget)),
  }, ...label);
}

function tabBar(bar) {
  return el('nav', { class: 'tabbar' }, ...bar.items.map((item) => el('button', {
    type: 'button', class: `tab${item.selected ? ' selected' : ''}`, title: item.statement,
    dataset: { statement: item.statement }, 'aria-pressed': item.selected ? 'true' : 'false',
    onclick: () => runStatement(item.statement),
  }, el('span', { class: 'tab-icon' }, item.title.charAt(0).toUpperCase()), el('span', { class: 'tab-title' }, item.title))));
}

function statusBar() {
  return el('div', { class: 'statusbar', 'aria-hidden': 'true' },
    el('span', { class: 'clock' }, '9:41'),
    el('span', { class: 'indicators' }, el('span', { class: 'signal' }), el('span', { class: 'battery' })));
}

// ----- why not -----

/** The answer, in a callout beside the phone that points at the control asked about. */
function showWhyNot(statement, text, anchor) {
  const panel = $('#why-not');
  $('#why-not-statement').textContent = statement;
  $('#why-not-text').textContent = text;
  panel.hidden = false;
  const phone = $('#phone').getBoundingClientRect();
  const target = anchor && anchor.isConnected ? anchor.getBoundingClientRect() : phone;
  // Left of the phone when there is room (the usual wide layout), else over it.
  const room = phone.left - 24;
  const beside = room >= 300;
  panel.classList.toggle('beside', beside);
  panel.style.width = `${Math.min(520, beside ? room : window.innerWidth - 16)}px`;
  panel.style.right = beside ? `${window.innerWidth - phone.left + 14}px` : '8px';
  const middle = target.top + target.height / 2;
  const wanted = beside ? middle - 28 : target.bottom + 8;
  const top = Math.max(8, Math.min(wanted, window.innerHeight - panel.offsetHeight - 8));
  panel.style.top = `${top}px`;
  panel.style.setProperty('--arrow-top', `${Math.max(12, Math.min(middle - top - 8, panel.offsetHeight - 28))}px`);
}

function hideWhyNot() {
  $('#why-not').hidden = true;
}

// ----- trace, tree, history -----

/** The trace, with its statement lines and the events that move controllers picked out. */
function renderTrace(lines) {
  const trace = $('#trace');
  if (!lines.length) {
    trace.replaceChildren(el('span', { class: 'placeholder' }, 'Tap a control, a tab or a highlighted edge of the graph.'));
    return;
  }
  trace.replaceChildren(...lines.map(traceLine));
}

function traceLine(line) {
  if (!/^\s/.test(line)) {
    // A statement, maybe followed by where it comes from after a run of spaces.
    const match = /^(.*?\S)\s{2,}(\S.*)$/.exec(line);
    return el('div', { class: 'line statement' }, match ? match[1] : line,
      match ? el('span', { class: 'where' }, match[2]) : null);
  }
  const word = line.trim().split(/\s/)[0];
  const kind = /^(present|popover)$/.test(word) ? 'present'
    : /^(dismiss|unwind)$/.test(word) ? 'unwind'
    : /^(segue|push|pop|select|size|launch)$/.test(word) ? 'move'
    : /^(error|warning|exception)/i.test(word) ? 'problem' : '';
  return el('div', { class: `line${kind ? ` event-${kind}` : ''}` }, line);
}

function renderTree(state) {
  const tree = $('#tree');
  tree.replaceChildren(...(state.tree || '').replace(/\n$/, '').split('\n').map((line) =>
    el('div', { class: line.includes('◀') ? 'line visible' : 'line' }, line || ' ')));
  const history = state.history || [];
  $('#history-count').textContent = history.length ? `(${history.length})` : '';
  $('#history').replaceChildren(...history.map((statement) => el('li', {}, statement)));
}

// ---------------------------------------------------------------------------------------------
// Fitting the phone in the window, and wiring

/** Shrinks the phone when the window is too short for it, so that it never needs scrolling. */
function fitDevice() {
  const pane = $('.device-pane');
  const device = $('#device');
  device.style.zoom = '';
  const scale = Math.min(1, (pane.clientHeight - 8) / device.offsetHeight, (pane.clientWidth - 8) / device.offsetWidth);
  if (scale < 1) device.style.zoom = String(scale);
}

function wire() {
  $('#undo').addEventListener('click', () => act('undo'));
  $('#reset').addEventListener('click', () => act('reset'));
  $('#width').addEventListener('click', (event) => {
    const statement = event.currentTarget.dataset.statement;
    if (statement) runStatement(statement);
  });
  // Ctrl (or pinch) and the wheel zoom the graph, as in most drawing tools.
  $('#graph').addEventListener('wheel', (event) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    zoom(event.deltaY < 0 ? 'in' : 'out');
  }, { passive: false });
  $('#graph').addEventListener('click', (event) => {
    const edge = event.target.closest('g.edge.firable');
    if (edge && edge.dataset.statement) runStatement(edge.dataset.statement);
  });
  for (const button of document.querySelectorAll('[data-zoom]')) {
    button.addEventListener('click', () => zoom(button.dataset.zoom));
  }
  $('#why-not .close').addEventListener('click', hideWhyNot);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideWhyNot();
    if ((event.metaKey || event.ctrlKey) && event.key === 'z' && !$('#undo').disabled) {
      event.preventDefault();
      act('undo');
    }
  });
  window.addEventListener('resize', () => { fitDevice(); hideWhyNot(); });
  window.addEventListener('pagehide', closeSession);
  window.addEventListener('beforeunload', closeSession);
  // Back from the browser's page cache: the old session was closed, so open a new one.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    studio.closing = false;
    enqueue(startSession);
  });
}

wire();
fitDevice();
enqueue(startSession);
