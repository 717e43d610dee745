/*
 * Labels Studio: the page of `LabelsParser studio` (plain ES2020, no build step, no dependencies).
 * The server's JSON API is described in the studio API contract; this page only shows what it answers:
 * every rule (placeholders, plural forms, lint) is the engine's, asked through POST /api/check.
 * Every text is put in the page with textContent / createTextNode, never parsed as HTML.
 *
 * Stable hooks for the browser tests (Tests/Browser/studio_browser_test.py), as data-testid:
 *   header:   project-version, base-locale, project-label-count, store-info, pending, pending-entry
 *             (data-kind build|export, data-key, data-locale), notices, messages (aria-live region),
 *             message (one message; class error for an API error)
 *   views:    tab-label, tab-coverage, tab-store; view-label, view-coverage, store-view
 *   list:     search (input), filter-all|untranslated|review|findings|changed|drift (buttons),
 *             label-count, label-list (data-query, data-filter: of the rows shown), label-row
 *             (button; data-key), badge (data-kind), load-more
 *   label:    label-detail (data-key), label-key, label-doc, label-refresh, placeholder-legend,
 *             legend-chip (data-token), locale-card (data-locale, data-state), locale-state,
 *             locale-length, pending-marker, field (data-pointer, data-name), field-editor
 *             (contenteditable; data-pointer), chip (data-token), not-selected, field-findings,
 *             locale-findings, finding (data-rule, data-severity, data-pointer), check-state,
 *             preview-table, preview-row (data-count, data-form), save, discard, confirm-review,
 *             save-result, card-message, reload-label, problem, published-table, published-row
 *             (data-version)
 *   store:    store-edits (a list), store-edit (data-key, data-locale, data-pointer), store-text,
 *             repository-text, store-error,
 *             store-take, store-leave, store-refusal, store-open, store-status, store-refresh
 *   coverage: coverage-chart, coverage-row (data-locale), coverage-bar, coverage-legend
 * Timings for Tests/Browser/studio_bench.py: window.__studioTimings = {firstLabels: ms since navigation
 * start when the first rows were in the DOM, lastSearch: {query, ms from the input event to its rows
 * rendered and a frame passed}}.
 */
'use strict';
(() => {
  const timings = (window.__studioTimings = window.__studioTimings || {});
  const PAGE = 100;
  const CHECK_DELAY = 150;
  const CLDR_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const PRINTF = String.raw`%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDuUxXoOfFeEgGcCsSpaA]`;
  const VARIABLE = String.raw`%(?:\d+\$)?#@[A-Za-z_][A-Za-z0-9_]*@`; // a PluralText format's %#@name@

  // ---------------------------------------------------------------- DOM helpers

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    if (attrs) {
      for (const [name, value] of Object.entries(attrs)) {
        if (value === null || value === undefined || value === false) continue;
        if (name === 'class') el.className = value;
        else if (name === 'testid') el.dataset.testid = value;
        else if (name.startsWith('on')) {
          if (typeof value !== 'function') throw new TypeError(`${name} must be a function`); // never an inline handler
          el.addEventListener(name.slice(2), value);
        } else el.setAttribute(name, value === true ? '' : String(value));
      }
    }
    append(el, children);
    return el;
  }

  function append(el, children) {
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(child instanceof Node ? child : String(child)); // strings become text nodes
    }
    return el;
  }

  const $ = (id) => document.getElementById(id);
  const fmt = (n) => (typeof n === 'number' ? n.toLocaleString('en') : String(n ?? '—'));
  let idCounter = 0;
  const newId = (prefix) => `${prefix}-${++idCounter}`;

  // ---------------------------------------------------------------- API

  class ApiError extends Error {
    constructor(status, code, message, body) {
      super(message);
      this.status = status;
      this.code = code;
      this.body = body || {};
    }
  }

  async function call(method, path, body, signal) {
    const init = { method, headers: { Accept: 'application/json' }, credentials: 'same-origin', signal };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      if (error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network', 'The studio server does not answer (is `LabelsParser studio` still running?)');
    }
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch (_) {
      json = null;
    }
    if (!response.ok) {
      if (response.status === 401) {
        throw new ApiError(401, 'session', 'This page has no session: open the address studio printed (with its ?token=).');
      }
      const message = (json && json.message) || text || `${method} ${path}: HTTP ${response.status}`;
      throw new ApiError(response.status, (json && json.error) || String(response.status), message, json);
    }
    return json;
  }
  const api = {
    get: (path, signal) => call('GET', path, undefined, signal),
    post: (path, body) => call('POST', path, body),
  };

  // ---------------------------------------------------------------- messages (aria-live)

  function say(text, kind = 'info') {
    const region = $('messages');
    const item = h('p', { class: `message ${kind}`, testid: 'message' }, h('span', null, text));
    const close = h('button', { type: 'button', class: 'link', 'aria-label': 'Dismiss message' }, '×');
    close.addEventListener('click', () => item.remove());
    item.append(close);
    region.prepend(item);
    while (region.children.length > 4) region.lastElementChild.remove();
    if (kind !== 'error') setTimeout(() => item.remove(), 12000);
  }
  function sayError(error) {
    if (error && error.name === 'AbortError') return;
    say(error && error.message ? error.message : String(error), 'error');
  }

  // ---------------------------------------------------------------- placeholders

  function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  function tokenPattern(placeholders) {
    const listed = (placeholders || [])
      .map((p) => p.token)
      .filter((t) => typeof t === 'string' && t && t !== '%%')
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp);
    return new RegExp(['%%', ...listed, VARIABLE, PRINTF].join('|'), 'g');
  }
  // [{text}|{token}] in order; "%%" stays text
  function segments(text, pattern) {
    const out = [];
    let last = 0;
    pattern.lastIndex = 0;
    let match;
    while ((match = pattern.exec(text))) {
      if (match[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      if (match[0] === '%%') continue;
      if (match.index > last) out.push({ text: text.slice(last, match.index) });
      out.push({ token: match[0] });
      last = match.index + match[0].length;
    }
    if (last < text.length) out.push({ text: text.slice(last) });
    return out;
  }
  function tokenType(token, placeholders) {
    const listed = (placeholders || []).find((p) => p.token === token);
    if (listed && listed.type) return listed.type;
    if (/#@/.test(token)) return 'plural variable';
    const conversion = token[token.length - 1];
    if (conversion === '@') return 'string';
    if ('dDuUxXoOi'.includes(conversion)) return 'integer';
    if ('fFeEgGaA'.includes(conversion)) return 'floating-point number';
    if ('cC'.includes(conversion)) return 'character';
    if ('sS'.includes(conversion)) return 'C string';
    if (conversion === 'p') return 'pointer';
    return 'placeholder';
  }
  function chip(token, type, editable = true) {
    const label = `placeholder ${token}, ${type}`;
    return h(
      'span',
      {
        class: 'chip',
        contenteditable: editable ? 'false' : null,
        testid: editable ? 'chip' : 'legend-chip',
        'data-token': token,
        title: label,
        'aria-label': label,
        role: 'img',
      },
      token,
    );
  }

  // ---------------------------------------------------------------- field editor (contenteditable with chips)

  function serialise(root) {
    let out = '';
    const onlyBreak = root.childNodes.length === 1 && root.firstChild.nodeName === 'BR';
    if (onlyBreak) return '';
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) out += child.nodeValue;
        else if (child.nodeType === Node.ELEMENT_NODE) {
          if (child.dataset && child.dataset.token !== undefined) out += child.dataset.token;
          else if (child.nodeName === 'BR') out += '\n';
          else {
            if ((child.nodeName === 'DIV' || child.nodeName === 'P') && out && !out.endsWith('\n')) out += '\n';
            walk(child);
          }
        }
      }
    };
    walk(root);
    return out;
  }
  function fillEditor(editor, text, context) {
    const nodes = segments(text, context.pattern).map((s) =>
      s.token !== undefined ? chip(s.token, tokenType(s.token, context.placeholders)) : document.createTextNode(s.text),
    );
    editor.replaceChildren(...nodes);
  }
  // whether the editor's children are exactly what fillEditor would make of its text
  function isCanonical(editor, text, context) {
    const wanted = segments(text, context.pattern);
    const have = [];
    for (const child of editor.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (!child.nodeValue) continue;
        const previous = have[have.length - 1];
        if (previous && previous.text !== undefined) return false; // adjacent text nodes: merge them
        have.push({ text: child.nodeValue });
      } else if (child.nodeType === Node.ELEMENT_NODE && child.dataset.token !== undefined) {
        if (child.textContent !== child.dataset.token) return false;
        have.push({ token: child.dataset.token });
      } else if (child.nodeName === 'BR' && editor.childNodes.length === 1) {
        continue;
      } else return false;
    }
    if (have.length !== wanted.length) return false;
    return have.every((item, i) => item.text === wanted[i].text && item.token === wanted[i].token);
  }
  function caretOffset(editor) {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    if (!editor.contains(range.endContainer)) return null;
    const before = document.createRange();
    before.selectNodeContents(editor);
    before.setEnd(range.endContainer, range.endOffset);
    const holder = document.createElement('div');
    holder.append(before.cloneContents());
    return serialise(holder).length;
  }
  function placeCaret(editor, offset) {
    const selection = window.getSelection();
    const range = document.createRange();
    let rest = offset;
    for (const child of editor.childNodes) {
      const length = child.nodeType === Node.TEXT_NODE ? child.nodeValue.length : (child.dataset && child.dataset.token || '').length;
      if (child.nodeType === Node.TEXT_NODE && rest <= length) {
        range.setStart(child, rest);
        range.collapse(true);
        selection.removeAllRanges();
        selection.addRange(range);
        return;
      }
      if (child.nodeType !== Node.TEXT_NODE && rest <= length) {
        range.setStartAfter(child);
        range.collapse(true);
        selection.removeAllRanges();
        selection.addRange(range);
        return;
      }
      rest -= length;
    }
    range.selectNodeContents(editor);
    range.collapse(false);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  function insertPlainText(editor, text) {
    if (document.queryCommandSupported && document.queryCommandSupported('insertText')) {
      if (document.execCommand('insertText', false, text)) return; // keeps the undo history
    }
    const selection = window.getSelection();
    if (!selection.rangeCount) return;
    const range = selection.getRangeAt(0);
    if (!editor.contains(range.startContainer)) return;
    range.deleteContents();
    const node = document.createTextNode(text);
    range.insertNode(node);
    range.setStartAfter(node);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
    editor.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  }
  function makeEditable(editor, editable) {
    if (!editable) {
      editor.removeAttribute('contenteditable');
      editor.setAttribute('aria-readonly', 'true');
      return;
    }
    editor.contentEditable = 'plaintext-only';
    if (editor.contentEditable !== 'plaintext-only') editor.contentEditable = 'true';
  }

  // ---------------------------------------------------------------- state

  const state = {
    project: null,
    view: 'coverage',
    label: null, // the label as GET /api/label answered
    cards: new Map(), // locale → card (see renderCard)
    flash: new Map(), // locale → message to show at the card after the next render
    drafts: new Map(), // key → Map(locale → {pointer: text}) of unsaved edits
    leftStoreEdits: new Set(), // "locale pointer store" the user chose to leave (hidden)
    detailSeq: 0,
  };
  const list = { q: '', filter: 'all', items: [], total: 0, seq: 0, controller: null, loading: false };

  // ---------------------------------------------------------------- project, header, coverage

  async function loadProject() {
    try {
      state.project = await api.get('/api/project');
      renderHeader();
      renderCoverage();
    } catch (error) {
      sayError(error);
      if (error.status === 401) $('label-count').textContent = 'No session.';
    }
  }

  function renderHeader() {
    const p = state.project;
    $('project-version').textContent = p.version || '—';
    $('base-locale').textContent = p.baseLocale || '—';
    $('project-label-count').textContent = typeof p.labelCount === 'number' ? p.labelCount.toLocaleString('en') : '—';
    $('store-info').textContent = p.store ? `${p.store.environment} · ${p.store.database}` : 'none';
    $('tab-store').hidden = !p.store;

    const pending = $('pending');
    const build = (p.pending && p.pending.build) || [];
    const exported = (p.pending && p.pending.export) || [];
    pending.replaceChildren();
    pending.hidden = build.length === 0 && exported.length === 0;
    if (!pending.hidden) {
      const details = h('details', { open: build.length + exported.length <= 6 ? true : null });
      const summary = [];
      if (build.length) summary.push(`${build.length} saved edit${build.length === 1 ? '' : 's'} not yet built into LabelsParser (make export rebuilds it)`);
      if (exported.length) summary.push(`${exported.length} not yet exported (make export)`);
      details.append(h('summary', null, h('strong', null, 'Pending: '), summary.join(' · ')));
      const group = (title, entries, kind) => {
        if (!entries.length) return null;
        const shown = entries.slice(0, 20);
        return h(
          'div',
          { class: 'pending-group' },
          h('span', { class: 'pending-title' }, title),
          h(
            'ul',
            null,
            shown.map((e) =>
              h('li', null, h('button', { type: 'button', class: 'link mono', testid: 'pending-entry', 'data-kind': kind, 'data-key': e.key, 'data-locale': e.locale, onclick: () => openLabel(e.key) }, `${e.locale} ${e.key}`)),
            ),
            entries.length > shown.length ? h('li', null, `and ${entries.length - shown.length} more`) : null,
          ),
        );
      };
      append(details, [
        group('Saved in Defaults/, not yet built (make export rebuilds LabelsParser and exports them; then start studio again):', build, 'build'),
        group('Built, not yet in Exports/ (run make export):', exported, 'export'),
      ]);
      pending.append(details);
    }

    const notices = $('notices');
    const items = p.notices || [];
    notices.replaceChildren(...items.map((n) => h('li', null, n)));
    notices.hidden = items.length === 0;
  }

  function coverageParts(c) {
    const labels = c.labels || 0;
    const translated = c.translated || 0;
    const review = c.needsReview || 0;
    const untranslated = c.untranslated || 0;
    // The server counts each label of a locale once: translated (and reviewed), needs review, or
    // untranslated.
    const done = translated;
    const total = Math.max(labels, done + review + untranslated, 1);
    return { labels, done, review, untranslated, total, findings: c.findings || 0 };
  }

  function renderCoverage() {
    const view = $('view-coverage');
    const p = state.project;
    if (!p) return;
    const coverage = p.coverage || [];
    const legend = h(
      'ul',
      { class: 'legend', testid: 'coverage-legend', 'aria-label': 'Legend' },
      h('li', null, h('span', { class: 'swatch done', 'aria-hidden': 'true' }), 'Translated'),
      h('li', null, h('span', { class: 'swatch review', 'aria-hidden': 'true' }), 'Needs review'),
      h('li', null, h('span', { class: 'swatch untranslated', 'aria-hidden': 'true' }), 'Untranslated'),
      h('li', null, h('span', { class: 'findings-dot', 'aria-hidden': 'true' }, '!'), 'Lint findings (number)'),
    );
    const rows = coverage.map((c) => {
      const parts = coverageParts(c);
      const summary = `${c.locale}: ${parts.done} of ${parts.labels} translated, ${parts.review} need review, ${parts.untranslated} untranslated, ${parts.findings} lint findings`;
      const bar = h('div', { class: 'bar', role: 'img', 'aria-label': summary, testid: 'coverage-bar' });
      for (const [kind, value] of [['done', parts.done], ['review', parts.review], ['untranslated', parts.untranslated]]) {
        const segment = h('div', { class: `segment ${kind}`, title: `${value} ${kind === 'done' ? 'translated' : kind === 'review' ? 'need review' : 'untranslated'}` });
        segment.style.width = `${(100 * value) / parts.total}%`;
        bar.append(segment);
      }
      // The share translated and reviewed: a translation that needs review is not done yet.
      const percent = parts.labels ? Math.floor((100 * parts.done) / parts.labels) : 0;
      return h(
        'li',
        { class: 'coverage-row', testid: 'coverage-row', 'data-locale': c.locale },
        h('span', { class: 'coverage-locale mono' }, c.locale, c.locale === p.baseLocale ? h('span', { class: 'muted' }, ' base') : null),
        bar,
        h(
          'span',
          { class: 'coverage-numbers', 'aria-hidden': 'true' },
          `${percent}% done · ${fmt(parts.done)} ✓ · ${fmt(parts.review)} review · ${fmt(parts.untranslated)} untranslated`,
          h('span', { class: parts.findings ? 'findings-count has' : 'findings-count' }, ` · ${fmt(parts.findings)} finding${parts.findings === 1 ? '' : 's'}`),
        ),
      );
    });
    view.replaceChildren(
      h('h2', null, 'Coverage per locale'),
      h('p', { class: 'muted' }, `${(p.labelCount || 0).toLocaleString('en')} labels in version ${p.version}.`),
      legend,
      h('ul', { class: 'coverage', testid: 'coverage-chart', 'aria-label': 'Coverage per locale' }, rows),
    );
  }

  // ---------------------------------------------------------------- views

  function showView(name) {
    state.view = name;
    for (const view of ['label', 'coverage', 'store']) {
      $(`view-${view === 'store' ? 'store' : view}`).hidden = view !== name;
      $(`tab-${view}`).setAttribute('aria-pressed', String(view === name));
    }
    if (name === 'store') loadStoreView();
    if (name === 'coverage') renderCoverage();
  }

  // ---------------------------------------------------------------- list

  let searchTimer = null;
  let lastInputAt = -Infinity;
  let pendingTiming = null;

  function onSearchInput() {
    const now = performance.now();
    pendingTiming = { query: $('search').value, t0: now };
    clearTimeout(searchTimer);
    const idle = !list.controller && now - lastInputAt > 60;
    lastInputAt = now;
    const run = () => {
      list.q = $('search').value.trim();
      requestList(true, pendingTiming);
    };
    if (idle) run();
    else searchTimer = setTimeout(run, 40);
  }

  function setFilter(filter) {
    list.filter = filter;
    for (const button of $('filters').querySelectorAll('button')) {
      button.setAttribute('aria-pressed', String(button.dataset.filter === filter));
    }
    requestList(true, null);
  }

  function requestList(reset, timing, keep = 0) {
    const seq = ++list.seq;
    if (list.controller) list.controller.abort();
    const controller = new AbortController();
    list.controller = controller;
    list.loading = true;
    $('load-more').disabled = true;
    clearTimeout(list.busyTimer);
    list.busyTimer = setTimeout(() => {
      if (list.loading) $('list-scroll').setAttribute('aria-busy', 'true');
    }, 150); // a slow answer dims the stale rows
    const offset = reset ? 0 : list.items.length;
    const limit = keep ? Math.min(500, Math.max(PAGE, keep)) : PAGE;
    const params = new URLSearchParams({ q: list.q, filter: list.filter, offset: String(offset), limit: String(limit) });
    api
      .get(`/api/labels?${params}`, controller.signal)
      .then((answer) => {
        if (seq !== list.seq) return; // a newer query is under way
        list.controller = null;
        list.loading = false;
        $('list-scroll').removeAttribute('aria-busy');
        renderRows(answer, reset, keep > 0);
        if (timing) {
          requestAnimationFrame(() => {
            timings.lastSearch = { query: timing.query, ms: performance.now() - timing.t0 };
          });
        }
      })
      .catch((error) => {
        if (error.name === 'AbortError' || seq !== list.seq) return;
        list.controller = null;
        list.loading = false;
        $('list-scroll').removeAttribute('aria-busy');
        $('load-more').disabled = false;
        sayError(error);
        if (error.status === 401) $('label-count').textContent = 'No session.';
      });
  }

  function badge(kind, text, title) {
    return h('span', { class: `badge ${kind}`, testid: 'badge', 'data-kind': kind, title }, text);
  }
  function localesText(locales) {
    return locales.length <= 3 ? locales.join(' ') : `${locales.length} locales`;
  }
  function rowFor(item) {
    const badges = [];
    const untranslated = item.untranslated || [];
    const review = item.review || [];
    if (item.kind && item.kind !== 'text') badges.push(badge('kind', item.kind === 'plural' ? 'plural' : 'plural text', 'Kind of label'));
    if (untranslated.length) badges.push(badge('untranslated', `untranslated ${localesText(untranslated)}`, `Untranslated in ${untranslated.join(', ')}`));
    if (review.length) badges.push(badge('review', `review ${localesText(review)}`, `Needs review in ${review.join(', ')}`));
    if (item.findings) badges.push(badge('findings', `${item.findings} finding${item.findings === 1 ? '' : 's'}`, 'Lint findings'));
    if (item.changed) badges.push(badge('changed', 'changed', 'Changed since the newest published version'));
    if (item.drift) badges.push(badge('drift', 'store edit', 'Edited in the store'));
    if (state.drafts.has(item.key)) badges.push(badge('draft', 'unsaved', 'Has unsaved edits in this page'));
    const current = state.label && state.label.key === item.key;
    const button = h(
      'button',
      { type: 'button', class: 'row', testid: 'label-row', 'data-key': item.key, tabindex: '-1', 'aria-current': current ? 'true' : null },
      h('span', { class: 'row-key mono' }, item.key),
      h('span', { class: 'row-base' }, item.base || ''),
      badges.length ? h('span', { class: 'badges' }, badges) : null,
    );
    return h('li', null, button);
  }

  function renderRows(answer, reset, keepScroll) {
    const ul = $('label-list');
    const scroller = $('list-scroll');
    const scrollTop = scroller.scrollTop;
    const labels = answer.labels || [];
    if (reset) list.items = [];
    list.items.push(...labels);
    list.total = answer.total || 0;
    const fragment = document.createDocumentFragment();
    for (const item of labels) fragment.append(rowFor(item));
    ul.dataset.query = list.q; // what the rows answer (for tests)
    ul.dataset.filter = list.filter;
    if (reset) {
      ul.replaceChildren(fragment);
      if (keepScroll) scroller.scrollTop = scrollTop;
      else scroller.scrollTop = 0;
    } else ul.append(fragment);
    rovingTabindex();
    const shown = list.items.length;
    $('label-count').textContent =
      list.total === 0 ? 'No labels match.' : `${list.total.toLocaleString('en')} label${list.total === 1 ? '' : 's'}${shown < list.total ? `, ${shown.toLocaleString('en')} shown` : ''}`;
    const more = $('load-more');
    more.hidden = shown >= list.total;
    more.disabled = false;
    more.textContent = `Show ${Math.min(PAGE, list.total - shown)} more`;
    if (timings.firstLabels === undefined && shown > 0) timings.firstLabels = performance.now();
  }

  function rows() {
    return Array.from($('label-list').querySelectorAll('button.row'));
  }
  function rovingTabindex() {
    const all = rows();
    if (!all.length) return;
    let chosen = all.find((b) => b.getAttribute('tabindex') === '0') || all.find((b) => b.getAttribute('aria-current') === 'true') || all[0];
    for (const b of all) b.setAttribute('tabindex', b === chosen ? '0' : '-1');
  }
  function focusRow(button) {
    for (const b of rows()) b.setAttribute('tabindex', b === button ? '0' : '-1');
    button.focus();
  }
  function onListKey(event) {
    const button = event.target.closest('button.row');
    if (!button) return;
    const all = rows();
    const index = all.indexOf(button);
    let next = null;
    if (event.key === 'ArrowDown') next = all[index + 1];
    else if (event.key === 'ArrowUp') next = all[index - 1] || null;
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    else return;
    event.preventDefault();
    if (next) focusRow(next);
    else if (event.key === 'ArrowDown' && !$('load-more').hidden) loadMore();
  }
  function loadMore() {
    if (list.loading || list.items.length >= list.total) return;
    requestList(false, null);
  }
  function markCurrentRow() {
    const key = state.label && state.label.key;
    for (const b of rows()) {
      if (b.dataset.key === key) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    }
  }
  function refreshList() {
    requestList(true, null, list.items.length);
  }

  // ---------------------------------------------------------------- label detail

  async function openLabel(key, options = {}) {
    const seq = ++state.detailSeq;
    showView('label');
    try {
      const label = await api.get(`/api/label?key=${encodeURIComponent(key)}`);
      if (seq !== state.detailSeq) return;
      renderLabel(label);
      history.replaceState(null, '', `#key=${encodeURIComponent(label.key)}`);
      markCurrentRow();
      if (options.focus) $('main').focus();
    } catch (error) {
      if (seq !== state.detailSeq) return;
      sayError(error);
    }
  }

  function fieldForm(label, field) {
    if (label.kind === 'plural') return field.name;
    if (label.kind === 'pluralText') {
      const dot = field.name.lastIndexOf('.');
      return dot >= 0 ? field.name.slice(dot + 1) : null;
    }
    return null;
  }

  function renderLabel(label) {
    for (const card of state.cards.values()) {
      card.alive = false;
      clearTimeout(card.checkTimer);
    }
    state.cards = new Map();
    state.label = label;
    const context = { placeholders: label.placeholders || [], pattern: tokenPattern(label.placeholders) };
    const view = $('view-label');

    const legend = (label.placeholders || []).length
      ? h(
          'div',
          { class: 'legend-line', testid: 'placeholder-legend' },
          h('span', { class: 'muted' }, 'Placeholders: '),
          label.placeholders.map((p) => h('span', { class: 'legend-item' }, chip(p.token, p.type || tokenType(p.token, []), false), ' ', h('span', { class: 'muted' }, p.type || tokenType(p.token, [])))),
        )
      : h('div', { class: 'legend-line muted', testid: 'placeholder-legend' }, 'No placeholders.');

    const refresh = h('button', { type: 'button', testid: 'label-refresh', title: 'Read the label again from the files' }, 'Reload');
    refresh.addEventListener('click', () => openLabel(label.key));

    const head = h(
      'div',
      { class: 'detail-head' },
      h(
        'div',
        { class: 'title-line' },
        h('h2', { class: 'mono', testid: 'label-key' }, label.key),
        h('span', { class: 'badge kind' }, label.kind === 'pluralText' ? 'plural text' : label.kind || 'text'),
        refresh,
      ),
      label.doc ? h('p', { class: 'doc', testid: 'label-doc' }, label.doc) : h('p', { class: 'doc muted', testid: 'label-doc' }, 'No documentation in the schema.'),
      legend,
      // optional (see "Requests from the page" in the API contract): why the store's edits are not shown
      label.storeError ? h('p', { class: 'problem', testid: 'store-error' }, `Store: ${label.storeError}`) : null,
    );

    const cards = h('div', { class: 'cards' });
    const drafts = state.drafts.get(label.key);
    for (const loc of label.locales || []) {
      const card = makeCard(label, loc, context, drafts && drafts.get(loc.locale));
      state.cards.set(loc.locale, card);
      cards.append(card.el);
    }

    view.replaceChildren(h('article', { class: 'detail', testid: 'label-detail', 'data-key': label.key, 'aria-labelledby': 'detail-key' }, head, cards));
    head.querySelector('h2').id = 'detail-key';
    for (const card of state.cards.values()) {
      updateCard(card);
      if (card.dirty) scheduleCheck(card);
    }
  }

  function makeCard(label, loc, context, draft) {
    const card = {
      alive: true,
      label,
      loc,
      context,
      original: {},
      texts: {},
      editors: new Map(), // pointer → {editor, findings, wrapper}
      result: null,
      checkSeq: 0,
      checkTimer: null,
      checking: false,
      saving: false,
      conflict: false,
      dirty: false,
      message: null,
    };
    for (const field of loc.fields || []) {
      card.original[field.pointer] = field.text || '';
      card.texts[field.pointer] = draft && typeof draft[field.pointer] === 'string' ? draft[field.pointer] : field.text || '';
    }
    card.dirty = isDirty(card);
    const stateName = loc.base ? 'base' : loc.state || 'translated';
    const headingId = newId('locale');
    const el = h('section', { class: `card state-${stateName}`, testid: 'locale-card', 'data-locale': loc.locale, 'data-state': stateName, 'aria-labelledby': headingId, tabindex: '-1' });
    card.el = el;

    card.lengthEl = h('span', { class: 'length', testid: 'locale-length' });
    const header = h(
      'header',
      { class: 'card-head' },
      h('h3', { class: 'mono', id: headingId }, loc.locale),
      h('span', { class: `badge state ${stateName}`, testid: 'locale-state' }, stateName === 'needs-review' ? 'needs review' : stateName),
      loc.pending ? h('span', { class: 'badge pending', testid: 'pending-marker', title: loc.pending === 'build' ? 'Saved in Defaults/; make export rebuilds LabelsParser and exports it' : 'Saved; make export has not written it to Exports/ yet' }, loc.pending === 'build' ? 'pending build' : 'pending export') : null,
      card.lengthEl,
    );
    el.append(header);
    if (loc.problem || loc.editable === false) {
      el.append(h('p', { class: 'problem', testid: 'problem' }, loc.problem || 'This text cannot be edited here.'));
    }
    if ((loc.forms || []).length) {
      el.append(h('p', { class: 'forms muted' }, `Plural forms ${loc.locale} selects: ${loc.forms.join(', ')}`));
    }

    const fields = h('div', { class: 'fields' });
    for (const field of loc.fields || []) {
      const editorId = newId('field');
      const findingsId = newId('findings');
      const form = fieldForm(label, field);
      const notSelected = form && CLDR_FORMS.includes(form) && (loc.forms || []).length > 0 && !loc.forms.includes(form);
      const editor = h('div', {
        class: 'editor',
        id: editorId,
        testid: 'field-editor',
        'data-pointer': field.pointer,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `${loc.locale} ${field.name}`,
        'aria-describedby': findingsId,
        lang: loc.locale,
        spellcheck: 'true',
      });
      makeEditable(editor, loc.editable !== false);
      fillEditor(editor, card.texts[field.pointer], context);
      const findings = h('ul', { class: 'findings', id: findingsId, testid: 'field-findings' });
      const wrapper = h(
        'div',
        { class: notSelected ? 'field not-selected-field' : 'field', testid: 'field', 'data-pointer': field.pointer, 'data-name': field.name },
        h(
          'div',
          { class: 'field-label' },
          h('label', { for: editorId, class: 'mono' }, field.name),
          notSelected ? h('span', { class: 'badge not-selected', testid: 'not-selected' }, `not selected by ${loc.locale}`) : null,
        ),
        editor,
        findings,
      );
      // a <label for> does not focus a contenteditable div
      wrapper.querySelector('label').addEventListener('click', () => editor.focus());
      attachEditor(card, field, editor);
      card.editors.set(field.pointer, { editor, findings, wrapper });
      fields.append(wrapper);
    }
    el.append(fields);

    card.localeFindings = h('ul', { class: 'findings locale-findings', testid: 'locale-findings', 'aria-label': `${loc.locale} findings` });
    el.append(card.localeFindings);

    card.previewBox = h('div', { class: 'preview' });
    el.append(card.previewBox);

    // store edits of this locale, beside the repository's text
    const storeEdits = (label.storeEdits || []).filter((e) => e.locale === loc.locale);
    if (storeEdits.length) el.append(storeEditsBox(storeEdits, label.key, true));

    card.checkState = h('span', { class: 'check-state muted', testid: 'check-state', 'aria-live': 'polite' });
    card.saveButton = h('button', { type: 'button', class: 'primary', testid: 'save' }, 'Save');
    card.saveButton.addEventListener('click', () => save(card));
    card.discardButton = h('button', { type: 'button', testid: 'discard' }, 'Discard');
    card.discardButton.addEventListener('click', () => discard(card));
    const actions = h('div', { class: 'actions' }, card.saveButton, card.discardButton);
    if (!loc.base && (loc.state === 'new' || loc.state === 'needs-review')) {
      const confirm = h('button', { type: 'button', testid: 'confirm-review', title: 'The translation is right as it is' }, 'Confirm review');
      confirm.addEventListener('click', () => confirmReview(card, confirm));
      actions.append(confirm);
    }
    actions.append(card.checkState);
    el.append(actions);
    card.messageBox = h('div', { class: 'card-message', testid: 'card-message', 'aria-live': 'polite' });
    el.append(card.messageBox);
    const flash = state.flash.get(loc.locale);
    if (flash) {
      state.flash.delete(loc.locale);
      card.messageBox.append(h('p', { class: 'ok', testid: 'save-result' }, flash));
    }

    const published = (label.published || []).filter((p) => p.values && Object.prototype.hasOwnProperty.call(p.values, loc.locale));
    if (published.length) {
      const table = h(
        'table',
        { class: 'published', testid: 'published-table' },
        h('caption', null, 'Published'),
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Version'), h('th', { scope: 'col' }, 'Text'))),
        h(
          'tbody',
          null,
          published.map((p) => h('tr', { testid: 'published-row', 'data-version': p.version }, h('th', { scope: 'row', class: 'mono' }, p.version), h('td', { class: 'text' }, p.values[loc.locale] === null ? '—' : String(p.values[loc.locale])))),
        ),
      );
      el.append(published.length > 3 ? h('details', { class: 'published-box' }, h('summary', null, `Published in ${published.length} versions`), table) : table);
    }
    return card;
  }

  function attachEditor(card, field, editor) {
    editor.addEventListener('beforeinput', (event) => {
      const type = event.inputType || '';
      if (type.startsWith('format') || type === 'insertFromDrop') {
        event.preventDefault();
      } else if (type === 'insertParagraph' || type === 'insertLineBreak') {
        event.preventDefault(); // Enter does nothing; Shift+Enter (keydown) writes a line break
      }
    });
    editor.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        card.el.focus();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        if (event.shiftKey) insertPlainText(editor, '\n');
      }
    });
    editor.addEventListener('paste', (event) => {
      event.preventDefault();
      const text = (event.clipboardData && event.clipboardData.getData('text/plain')) || '';
      if (text) insertPlainText(editor, text.replace(/\r\n?/g, '\n'));
    });
    editor.addEventListener('drop', (event) => event.preventDefault());
    editor.addEventListener('input', (event) => {
      if (event.isComposing) return;
      edited(card, field, editor);
    });
    editor.addEventListener('compositionend', () => edited(card, field, editor));
  }

  function edited(card, field, editor) {
    if (!card.alive) return;
    const text = serialise(editor);
    if (!isCanonical(editor, text, card.context)) {
      const focused = document.activeElement === editor;
      const offset = focused ? caretOffset(editor) : null;
      fillEditor(editor, text, card.context);
      if (focused) placeCaret(editor, offset === null ? text.length : offset);
    }
    card.texts[field.pointer] = text;
    card.dirty = isDirty(card);
    rememberDraft(card);
    card.message = null;
    card.messageBox.replaceChildren();
    scheduleCheck(card);
  }

  function isDirty(card) {
    return Object.keys(card.original).some((pointer) => card.texts[pointer] !== card.original[pointer]);
  }
  function rememberDraft(card) {
    const key = card.label.key;
    let drafts = state.drafts.get(key);
    if (card.dirty) {
      if (!drafts) state.drafts.set(key, (drafts = new Map()));
      drafts.set(card.loc.locale, Object.assign({}, card.texts));
    } else if (drafts) {
      drafts.delete(card.loc.locale);
      if (!drafts.size) state.drafts.delete(key);
    }
  }

  function scheduleCheck(card) {
    clearTimeout(card.checkTimer);
    card.checkSeq++;
    card.result = null;
    if (!card.dirty) {
      card.checking = false;
      updateCard(card);
      return;
    }
    card.checking = true;
    updateCard(card);
    const seq = card.checkSeq;
    card.checkTimer = setTimeout(() => runCheck(card, seq), CHECK_DELAY);
  }

  async function runCheck(card, seq) {
    const body = { key: card.label.key, locale: card.loc.locale, texts: Object.assign({}, card.texts) };
    try {
      const answer = await api.post('/api/check', body);
      if (!card.alive || seq !== card.checkSeq) return; // a newer edit was made
      card.result = answer || {};
      card.checking = false;
      updateCard(card);
    } catch (error) {
      if (!card.alive || seq !== card.checkSeq) return;
      card.checking = false;
      card.result = { findings: (error.body && error.body.findings) || [], preview: null, length: null, savable: false, error: error.message };
      updateCard(card);
      sayError(error);
    }
  }

  function findingItem(f, locale) {
    const where = f.locale && f.locale !== locale ? h('span', { class: 'mono' }, `${f.locale}: `) : null;
    return h(
      'li',
      { class: `finding ${f.severity || 'warning'}`, testid: 'finding', 'data-rule': f.rule || '', 'data-severity': f.severity || '', 'data-pointer': f.pointer || '' },
      h('span', { class: 'severity' }, f.severity || 'warning'),
      ' ',
      where,
      f.message || '',
      f.rule ? h('span', { class: 'rule muted' }, ` (${f.rule})`) : null,
    );
  }

  // shows the findings, preview, length and buttons of the card, from the last check (or the label as read)
  function updateCard(card) {
    const loc = card.loc;
    const result = card.dirty ? card.result : null;
    const findings = result ? result.findings || [] : card.dirty ? null : loc.findings || [];
    const preview = result && Array.isArray(result.preview) ? result.preview : card.dirty ? null : loc.preview || [];
    const length = result && typeof result.length === 'number' ? result.length : card.dirty ? null : loc.length;

    if (findings !== null) {
      for (const { findings: ul, wrapper } of card.editors.values()) {
        ul.replaceChildren();
        wrapper.classList.remove('has-error');
      }
      const atLocale = [];
      for (const f of findings) {
        // a finding of another locale (an edit of the base text can break a translation) stays at the card
        const elsewhere = f.locale && f.locale !== loc.locale;
        const at = elsewhere ? null : card.editors.get(f.pointer);
        if (at) {
          at.findings.append(findingItem(f, loc.locale));
          if (f.severity === 'error') at.wrapper.classList.add('has-error');
        } else atLocale.push(f);
      }
      card.localeFindings.replaceChildren(...atLocale.map((f) => findingItem(f, loc.locale)));
    }
    const shownLength = length === null || length === undefined ? '…' : length;
    card.lengthEl.textContent = `length ${shownLength} / base ${loc.baseLength ?? '—'}`;
    card.lengthEl.classList.toggle('long', typeof length === 'number' && typeof loc.baseLength === 'number' && loc.baseLength > 0 && length > loc.baseLength * 1.5);

    if (preview !== null) renderPreview(card, preview);
    card.previewBox.classList.toggle('stale', preview === null);

    const savable = !!(card.dirty && result && result.savable === true);
    card.saveButton.disabled = !savable || card.saving || card.conflict || loc.editable === false;
    card.discardButton.hidden = !card.dirty;
    card.el.classList.toggle('dirty', card.dirty);
    card.checkState.textContent = card.saving
      ? 'Saving…'
      : card.checking
        ? 'Checking…'
        : card.dirty && result && result.savable === false
          ? 'Cannot be saved: see the findings'
          : card.dirty
            ? 'Unsaved'
            : '';
  }

  function renderPreview(card, preview) {
    if (!preview.length) {
      card.previewBox.replaceChildren();
      return;
    }
    const table = h(
      'table',
      { class: 'preview-table', testid: 'preview-table' },
      h('caption', null, 'Plural preview'),
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Count'), h('th', { scope: 'col' }, 'Form'), h('th', { scope: 'col' }, 'Text'))),
      h(
        'tbody',
        null,
        preview.map((row) => {
          const count = Array.isArray(row.counts) ? row.counts.join(', ') : row.count;
          return h(
            'tr',
            { testid: 'preview-row', 'data-count': Array.isArray(row.counts) ? row.counts.join(',') : String(row.count), 'data-form': row.form || '' },
            h('td', { class: 'num' }, count === undefined ? '' : String(count)),
            h('td', { class: 'mono' }, row.form || ''),
            h('td', { class: 'text' }, row.text || ''),
          );
        }),
      ),
    );
    card.previewBox.replaceChildren(table);
  }

  function applyLabel(label, savedLocale) {
    if (savedLocale) {
      const drafts = state.drafts.get(label.key);
      if (drafts) {
        drafts.delete(savedLocale);
        if (!drafts.size) state.drafts.delete(label.key);
      }
    }
    const focusedLocale = document.activeElement && document.activeElement.closest && document.activeElement.closest('[data-testid="locale-card"]');
    renderLabel(label);
    if (focusedLocale) {
      const card = state.cards.get(focusedLocale.dataset.locale);
      if (card) card.el.focus();
    }
  }

  function wroteText(wrote) {
    return wrote && wrote.length ? wrote.join(', ') : 'nothing';
  }

  async function save(card) {
    if (card.saving || !card.dirty) return;
    card.saving = true;
    updateCard(card);
    const locale = card.loc.locale;
    // the locale's revision when the server gives one (a save of another locale then does not conflict)
    const revision = card.loc.revision || card.label.revision;
    const body = { key: card.label.key, locale, texts: Object.assign({}, card.texts), revision };
    try {
      const answer = await api.post('/api/save', body);
      const text = `Saved: wrote ${wroteText(answer.wrote)}`;
      state.flash.set(locale, text);
      say(`${locale} ${card.label.key}: ${text}`);
      if (answer.label) applyLabel(answer.label, locale);
      else {
        const drafts = state.drafts.get(card.label.key);
        if (drafts) drafts.delete(locale);
        await openLabel(card.label.key);
      }
      loadProject();
      refreshList();
    } catch (error) {
      if (!card.alive) return sayError(error);
      card.saving = false;
      if (error.status === 409) {
        card.conflict = true; // the revision is stale: a save would be refused again until a reload
        const reload = h('button', { type: 'button', testid: 'reload-label' }, 'Reload');
        reload.addEventListener('click', () => openLabel(card.label.key));
        card.messageBox.replaceChildren(h('p', { class: 'error' }, error.message, ' Your edits are kept; reload to read the files again, then save. '), reload);
        sayError(error);
      } else if (error.status === 422) {
        card.result = { findings: (error.body && error.body.findings) || [], preview: card.result && card.result.preview, length: card.result && card.result.length, savable: false };
        card.messageBox.replaceChildren(h('p', { class: 'error' }, `Refused: ${error.message}`));
        sayError(error);
      } else {
        card.messageBox.replaceChildren(h('p', { class: 'error' }, error.message));
        sayError(error);
      }
      updateCard(card);
    }
  }

  function discard(card) {
    card.texts = Object.assign({}, card.original);
    for (const [pointer, { editor }] of card.editors) fillEditor(editor, card.texts[pointer], card.context);
    card.dirty = false;
    rememberDraft(card);
    card.messageBox.replaceChildren();
    scheduleCheck(card);
  }

  async function confirmReview(card, button) {
    button.disabled = true;
    try {
      const answer = await api.post('/api/review/confirm', { key: card.label.key, locale: card.loc.locale });
      const text = `Review confirmed: wrote ${wroteText(answer.wrote)}`;
      state.flash.set(card.loc.locale, text);
      say(`${card.loc.locale} ${card.label.key}: ${text}`);
      if (answer.label) applyLabel(answer.label, null);
      else await openLabel(card.label.key);
      loadProject();
      refreshList();
    } catch (error) {
      button.disabled = false;
      if (card.alive) card.messageBox.replaceChildren(h('p', { class: 'error' }, error.message));
      sayError(error);
    }
  }

  // ---------------------------------------------------------------- store edits

  function storeEditsBox(edits, key, inCard) {
    const visible = edits.filter((e) => !state.leftStoreEdits.has(leaveKey(e)));
    if (!visible.length) return null;
    return h(
      'div',
      { class: inCard ? 'store-edits in-card' : 'store-edits', testid: 'store-edits' },
      inCard ? h('h4', null, 'Edited in the store') : null,
      h('ul', null, visible.map((e) => storeEditItem(Object.assign({ key }, e), inCard))),
    );
  }
  function leaveKey(edit) {
    return `${edit.locale} ${edit.pointer} ${edit.store}`;
  }
  function storeEditItem(edit, inCard) {
    const item = h('li', { class: 'store-edit', testid: 'store-edit', 'data-key': edit.key || '', 'data-locale': edit.locale, 'data-pointer': edit.pointer });
    const where = [];
    if (!inCard) {
      const open = h('button', { type: 'button', class: 'link mono', testid: 'store-open' }, edit.key || edit.pointer);
      open.addEventListener('click', () => openLabel(edit.key || edit.pointer));
      where.push(open, ' ', h('span', { class: 'badge mono' }, edit.locale));
      if (edit.pointer && edit.pointer !== edit.key) where.push(' ', h('span', { class: 'mono muted' }, edit.pointer));
    } else if (edit.pointer && edit.pointer !== edit.key) where.push(h('span', { class: 'mono muted' }, edit.pointer));
    if (where.length) item.append(h('div', { class: 'store-where' }, where));
    item.append(
      h(
        'dl',
        { class: 'compare' },
        h('div', null, h('dt', null, 'Repository'), h('dd', { class: 'text', testid: 'repository-text' }, edit.repository === null || edit.repository === undefined ? '—' : String(edit.repository))),
        h('div', null, h('dt', null, 'Store'), h('dd', { class: 'text', testid: 'store-text' }, edit.store === null || edit.store === undefined ? '—' : String(edit.store))),
      ),
    );
    const actions = h('div', { class: 'actions' });
    if (edit.refusal) {
      actions.append(h('p', { class: 'refusal', testid: 'store-refusal' }, `Cannot be taken: ${edit.refusal}`));
    } else {
      const take = h('button', { type: 'button', class: 'primary', testid: 'store-take' }, 'Take into the repository');
      take.addEventListener('click', () => takeStoreEdit(edit, take));
      actions.append(take);
    }
    const leave = h('button', { type: 'button', testid: 'store-leave', title: 'Hide it in this page; nothing is written' }, 'Leave');
    leave.addEventListener('click', () => {
      state.leftStoreEdits.add(leaveKey(edit));
      item.remove();
      say(`Left the store's edit of ${edit.locale} ${edit.pointer} as it is (hidden in this page).`);
    });
    actions.append(leave);
    item.append(actions);
    return item;
  }

  async function takeStoreEdit(edit, button) {
    button.disabled = true;
    try {
      const answer = await api.post('/api/store/take', { locale: edit.locale, pointer: edit.pointer });
      say(`Took the store's ${edit.locale} ${edit.pointer}: wrote ${wroteText(answer && answer.wrote)}`);
      state.leftStoreEdits.add(leaveKey(edit));
      if (state.label && (state.label.key === edit.key || (edit.pointer || '').startsWith(state.label.key))) {
        state.flash.set(edit.locale, `Taken from the store: wrote ${wroteText(answer && answer.wrote)}`);
        await openLabel(state.label.key);
        if (state.view !== 'label') showView(state.view);
      }
      if (state.view === 'store') loadStoreView();
      loadProject();
      refreshList();
    } catch (error) {
      button.disabled = false;
      const item = button.closest('li');
      if (item) {
        item.querySelector('.actions').prepend(h('p', { class: 'refusal', testid: 'store-refusal' }, error.message));
      }
      sayError(error);
    }
  }

  let storeSeq = 0;
  async function loadStoreView() {
    const view = $('view-store');
    const seq = ++storeSeq;
    const refresh = h('button', { type: 'button', testid: 'store-refresh' }, 'Read the store again');
    refresh.addEventListener('click', loadStoreView);
    if (!view.firstChild) view.append(h('h2', null, 'Store'), h('p', { class: 'muted' }, 'Reading the store…'));
    try {
      const answer = await api.get('/api/store');
      if (seq !== storeSeq) return;
      const edits = answer.edits || [];
      view.replaceChildren(
        h('div', { class: 'title-line' }, h('h2', null, `Store: ${answer.environment || ''}`, answer.line ? ` · ${answer.line}` : ''), refresh),
        h('ul', { class: 'status-lines', testid: 'store-status' }, (answer.status || []).map((line) => h('li', { class: 'mono' }, line))),
        h('h3', null, edits.length ? `${edits.length} text${edits.length === 1 ? '' : 's'} edited in the store` : 'No text edited in the store'),
        storeEditsBox(edits, null, false),
      );
    } catch (error) {
      if (seq !== storeSeq) return;
      const text = error.status === 404 ? 'This project has no store: start studio with --environment and --database to see it.' : error.message;
      view.replaceChildren(h('div', { class: 'title-line' }, h('h2', null, 'Store'), refresh), h('p', { class: error.status === 404 ? 'muted' : 'error' }, text));
      if (error.status !== 404) sayError(error);
    }
  }

  // ---------------------------------------------------------------- start

  function keyFromHash() {
    const match = /^#key=(.+)$/.exec(location.hash);
    if (!match) return null;
    try {
      return decodeURIComponent(match[1]);
    } catch (_) {
      return null;
    }
  }

  function start() {
    // the server drops the token by its redirect; never keep one in the address or the history
    if (/[?&]token=/.test(location.search)) history.replaceState(null, '', location.pathname + location.hash);

    $('search').addEventListener('input', onSearchInput);
    $('search').addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        if ($('search').value) {
          $('search').value = '';
          onSearchInput();
        } else $('search').blur();
      } else if (event.key === 'ArrowDown') {
        const first = rows()[0];
        if (first) {
          event.preventDefault();
          focusRow(first);
        }
      }
    });
    $('filters').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-filter]');
      if (button) setFilter(button.dataset.filter);
    });
    $('label-list').addEventListener('click', (event) => {
      const button = event.target.closest('button.row');
      if (!button) return;
      focusRow(button);
      openLabel(button.dataset.key);
    });
    $('label-list').addEventListener('keydown', onListKey);
    $('load-more').addEventListener('click', loadMore);
    if ('IntersectionObserver' in window) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting) && !$('load-more').hidden) loadMore();
        },
        { root: $('list-scroll'), rootMargin: '200px' },
      );
      observer.observe($('load-more'));
    }
    for (const view of ['label', 'coverage', 'store']) $(`tab-${view}`).addEventListener('click', () => showView(view));

    document.addEventListener('keydown', (event) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.nodeName))) return;
      event.preventDefault();
      $('search').focus();
      $('search').select();
    });

    window.addEventListener('hashchange', () => {
      const key = keyFromHash();
      if (key && !(state.label && state.label.key === key && state.view === 'label')) openLabel(key);
    });

    requestList(true, null); // first: the list is what the page shows first
    loadProject();
    const key = keyFromHash();
    if (key) openLabel(key);
    else showView('coverage');
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
