#!/usr/bin/env python3
"""Browser tests of `LabelsParser studio`: its page driven in headless Chromium against a running server.

usage: python3 Tests/Browser/studio_browser_test.py --url http://127.0.0.1:PORT/?token=T --project DIR
           [--store http://127.0.0.1:SPORT --store-token TOKEN --environment staging]
           [--screenshots DIR] [--steps token,search,...]

DIR is the team project the server was started in (the starter app: group signIn, locales en, ru, uk).
Each step prints `ok <step> (<seconds> s)`, or `FAIL <step> (<seconds> s): <why>` and saves a screenshot
failed-<step>.png. The exit status is 0 only when every step passed. Steps, in order:
  token    without the token: 401 and no labels; with it: the address loses the token, an HttpOnly cookie
  search   by key, and by Russian text
  plural   an edit of the ru `few` form changes the preview row of count 2
  refusal  deleting the %@ chip: a finding at the field, Save disabled, nothing written
  save     a save writes the edit a developer makes by hand, byte for byte
  export   `make export` writes the saved text into Exports/<current version>/ru.json
  store    an edit made in the store is taken into Defaults/Russian/SignIn+Russian.swift
  inert    markup saved as a translation is shown as text and never runs
Selenium is given Debian's chromium and chromedriver (Scripts/install-browser.sh); nothing is downloaded.
The page's hooks (data-testid) are listed at the top of Sources/LabelsCommands/Studio/Page/studio.js.
"""

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import (
    NoAlertPresentException,
    NoSuchElementException,
    StaleElementReferenceException,
    TimeoutException,
    WebDriverException,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

STEPS = ["token", "search", "plural", "refusal", "save", "export", "store", "inert"]
NEEDS = {"export": "save"}  # a step that only makes sense after another passed

RU_FILE = os.path.join("Defaults", "Russian", "SignIn+Russian.swift")
REVIEW_FILE = os.path.join("Defaults", "LabelsReview.json")
GREETING_RU = "Привет, %@!"
GREETING_RU_NEW = "Здравствуйте, %@!"
HEADLINE_RU_STORE = "Вход в приложение"
MARKUP = '<script>window.__pwned=1</script>"><img src=x onerror="window.__pwned=2">'
WAIT = 15  # seconds for anything the page does
SELECT_ALL = Keys.COMMAND if sys.platform == "darwin" else Keys.CONTROL


class StepFailed(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise StepFailed(message)


def css_string(value):
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def tid(testid, **attributes):
    """A CSS selector for data-testid=testid and data-<name>=value (name_with_underscores → dashes)."""
    selector = f"[data-testid={css_string(testid)}]"
    for name, value in attributes.items():
        selector += f"[data-{name.replace('_', '-')}={css_string(value)}]"
    return selector


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def semver_key(name):
    match = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)", name)
    return tuple(int(part) for part in match.groups()) if match else None


def json_strings(value):
    """Every string value in a JSON document, depth first."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from json_strings(item)


# JavaScript run in the page: select in a field editor by offsets of its text, where a placeholder chip
# counts as its token (as the page serialises it); end === null puts the caret at start.
SELECT_JS = """
const [editor, start, end] = arguments;
editor.focus();
function point(offset) {
  let rest = offset;
  for (const child of editor.childNodes) {
    const isText = child.nodeType === Node.TEXT_NODE;
    const length = isText ? child.nodeValue.length : (child.dataset && child.dataset.token || child.textContent).length;
    if (rest <= length) return isText ? [child, rest] : [editor, Array.prototype.indexOf.call(editor.childNodes, child) + (rest === 0 ? 0 : 1)];
    rest -= length;
  }
  return [editor, editor.childNodes.length];
}
const range = document.createRange();
const [startNode, startOffset] = point(start);
range.setStart(startNode, startOffset);
if (end === null) range.collapse(true);
else { const [endNode, endOffset] = point(end); range.setEnd(endNode, endOffset); }
const selection = window.getSelection();
selection.removeAllRanges();
selection.addRange(range);
"""


class Studio:
    def __init__(self, args):
        self.args = args
        url = urllib.parse.urlsplit(args.url)
        query = urllib.parse.parse_qs(url.query)
        check("token" in query, f"--url must carry the token (?token=…): {args.url}")
        self.base = urllib.parse.urlunsplit((url.scheme, url.netloc, "/", "", ""))
        self.project = os.path.abspath(args.project)
        self.shots = args.screenshots
        os.makedirs(self.shots, exist_ok=True)
        self.driver = None
        ru = os.path.join(self.project, RU_FILE)
        self.original_ru = open(ru, "rb").read() if os.path.exists(ru) else None

    # ---------------------------------------------------------------- browser

    @staticmethod
    def new_driver():
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"]:
            options.add_argument(argument)
        service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver")
        return webdriver.Chrome(service=service, options=options)

    def screenshot(self, name):
        if self.driver is None:
            return None
        path = os.path.join(self.shots, f"{name}.png")
        try:
            self.driver.save_screenshot(path)
        except WebDriverException:
            return None
        return path

    def wait(self, condition, message, timeout=WAIT):
        """Polls condition(driver) until it is truthy; fails with message (a string or a function)."""
        try:
            return WebDriverWait(
                self.driver,
                timeout,
                poll_frequency=0.1,
                ignored_exceptions=(StaleElementReferenceException, NoSuchElementException),
            ).until(condition)
        except TimeoutException:
            text = message() if callable(message) else message
            raise StepFailed(f"{text} (waited {timeout} s)") from None

    def find(self, selector, within=None):
        return (within or self.driver).find_element(By.CSS_SELECTOR, selector)

    def finds(self, selector, within=None):
        return (within or self.driver).find_elements(By.CSS_SELECTOR, selector)

    def wait_for(self, selector, message=None, within=None, timeout=WAIT):
        def shown(driver):
            found = [e for e in self.finds(selector, within) if e.is_displayed()]
            return found[0] if found else None

        return self.wait(shown, message or f"the page shows no {selector}", timeout)

    def text_of(self, element):
        return self.driver.execute_script("return arguments[0].textContent", element)

    def messages(self):
        try:
            return self.find(tid("messages")).text.strip() or "(none)"
        except (NoSuchElementException, WebDriverException):
            return "(no message region)"

    def type_keys(self, text):
        ActionChains(self.driver).send_keys(text).perform()

    def select_all(self):
        ActionChains(self.driver).key_down(SELECT_ALL).send_keys("a").key_up(SELECT_ALL).perform()

    # ---------------------------------------------------------------- page actions

    def load(self):
        """A fresh page load (the session cookie is kept); nothing unsaved survives it."""
        self.driver.get(self.base)
        self.wait_for(tid("label-row"), lambda: f"no label is listed after loading {self.base}; messages: {self.messages()}")

    def search(self, text):
        """Types text into the search box and waits for the list to answer that query."""
        box = self.wait_for(tid("search"))
        box.click()
        box.send_keys(SELECT_ALL, "a")
        box.send_keys(Keys.BACKSPACE)
        box.send_keys(text)
        self.wait(
            lambda d: self.find(tid("label-list")).get_attribute("data-query") == text.strip(),
            lambda: f"the list does not answer the search {text!r}; messages: {self.messages()}",
        )

    def row(self, key):
        found = self.finds(tid("label-row", key=key))
        return found[0] if found else None

    def listed(self):
        return [row.get_attribute("data-key") for row in self.finds(tid("label-row"))][:10]

    def open_label(self, key):
        self.search(key)

        def click_row(driver):
            row = self.row(key)
            if row is None:
                return False
            row.click()
            return True

        self.wait(click_row, lambda: f"searching {key!r} lists no row {key} (listed: {self.listed()}); messages: {self.messages()}")
        return self.wait_for(tid("label-detail", key=key), lambda: f"clicking {key} shows no label {key}; messages: {self.messages()}")

    def card(self, locale):
        return self.wait_for(tid("locale-card", locale=locale), f"the label shows no locale {locale}")

    def editor(self, locale, name=None):
        card = self.card(locale)
        if name is None:
            editors = self.finds(tid("field-editor"), card)
            check(len(editors) == 1, f"{locale} has {len(editors)} fields, expected the one of a text label")
            return editors[0]
        field = self.wait_for(tid("field", name=name), f"{locale} has no field {name}", within=card)
        return self.find(tid("field-editor"), field)

    def save_button(self, locale):
        return self.find(tid("save"), self.card(locale))

    def save(self, locale):
        self.wait(lambda d: self.save_button(locale).is_enabled(), lambda: f"Save of {locale} stays disabled; {locale} says: {self.card(locale).text}")
        self.save_button(locale).click()

    def saved_text(self, locale):
        """The save-result shown in the card of locale, once there."""
        return self.wait(
            lambda d: next((e.text for e in self.finds(tid("save-result"), self.card(locale)) if e.text), None),
            lambda: f"{locale} shows no 'Saved: wrote …'; messages: {self.messages()}",
        )

    def set_caret(self, editor, start, end=None):
        self.driver.execute_script(SELECT_JS, editor, start, end)


# -------------------------------------------------------------------- steps


def step_token(s):
    # without the token: 401, from the browser and from the server itself
    request = urllib.request.Request(s.base, headers={"Accept": "text/html"})
    try:
        urllib.request.urlopen(request, timeout=10)
        raise StepFailed(f"GET {s.base} without the token nor the cookie answered 2xx, not 401")
    except urllib.error.HTTPError as error:
        check(error.code == 401, f"GET {s.base} without the token answered {error.code}, not 401")

    s.driver = s.new_driver()
    s.driver.get(s.base)
    status = s.driver.execute_script(
        "const n = performance.getEntriesByType('navigation')[0]; return n && n.responseStatus !== undefined ? n.responseStatus : null"
    )
    check(status in (None, 401), f"a new session opening {s.base} got HTTP {status}, not 401")
    time.sleep(0.2)
    check(not s.finds(tid("label-row")), "a session without the token lists labels")
    s.screenshot("no-token")

    # with the token: redirected to an address without it, an HttpOnly cookie, labels listed
    s.driver.get(s.args.url)
    s.wait_for(tid("label-row"), lambda: f"no label is listed after opening the address with the token; messages: {s.messages()}")
    check("token=" not in s.driver.current_url, f"the address keeps the token: {s.driver.current_url}")
    cookies = {c["name"]: c for c in s.driver.get_cookies()}
    check("labels_studio" in cookies, f"no cookie labels_studio; cookies: {sorted(cookies)}")
    check(cookies["labels_studio"].get("httpOnly") is True, f"the cookie labels_studio is not HttpOnly: {cookies['labels_studio']}")
    check("labels_studio" not in s.driver.execute_script("return document.cookie"), "the page's script can read the session cookie")
    check(s.find(tid("project-version")).text not in ("", "…"), "the header shows no project version")
    s.screenshot("list")
    s.find(tid("tab-coverage")).click()
    s.wait_for(tid("coverage-row"), "the coverage view draws no locale")
    s.screenshot("coverage")


def step_search(s):
    s.search("greeting")
    s.wait(
        lambda d: s.row("/signIn/greeting") and not s.row("/signIn/headline"),
        lambda: f"searching 'greeting' should list /signIn/greeting and not /signIn/headline; listed: {s.listed()}",
    )
    s.search("Привет")
    s.wait(
        lambda d: s.row("/signIn/greeting"),
        lambda: f"searching 'Привет' (its Russian text) does not list /signIn/greeting; listed: {s.listed()}",
    )
    s.screenshot("search")


def step_plural(s):
    s.open_label("/signIn/files")
    editor = s.editor("ru", "few")
    check(s.text_of(editor) == "%lld файла", f"ru few reads {s.text_of(editor)!r}, expected '%lld файла'")
    check(len(s.finds(tid("chip"), editor)) == 1, "the %lld of ru few is not shown as a chip")
    s.set_caret(editor, len("%lld файла"))
    s.type_keys(Keys.BACKSPACE)
    s.type_keys("ика")
    s.wait(lambda d: s.text_of(editor) == "%lld файлика", lambda: f"ru few reads {s.text_of(editor)!r} after the edit, expected '%lld файлика'")

    def preview_of_two(driver):
        rows = s.finds(tid("preview-row", count="2"), s.card("ru"))
        return rows and rows[0].find_elements(By.CSS_SELECTOR, "td")[-1].text == "2 файлика"

    s.wait(preview_of_two, lambda: f"the ru preview of count 2 does not become '2 файлика'; ru says: {s.card('ru').text}")
    s.screenshot("plural-preview")
    s.screenshot("label-light")
    s.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        s.wait(
            lambda d: d.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches"),
            "the dark colour scheme could not be emulated",
        )
        s.screenshot("label-dark")
    finally:
        s.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def step_refusal(s):
    ru_file = os.path.join(s.project, RU_FILE)
    check(os.path.exists(ru_file), f"no {ru_file}")
    before = sha256(ru_file)
    s.load()
    s.open_label("/signIn/greeting")
    editor = s.editor("ru")
    check(s.text_of(editor) == GREETING_RU, f"ru greeting reads {s.text_of(editor)!r}, expected {GREETING_RU!r}")
    chips = s.finds(tid("chip"), editor)
    check(len(chips) == 1 and chips[0].get_attribute("data-token") == "%@", "ru greeting does not show %@ as a chip")
    # the caret right after the chip, then Backspace until it is gone
    for _ in range(3):
        if not s.finds(tid("chip"), editor):
            break
        s.set_caret(editor, len("Привет, %@"))
        s.type_keys(Keys.BACKSPACE)
        time.sleep(0.1)
    if s.finds(tid("chip"), editor):  # the browser would not delete it: replace the whole text instead
        editor.click()
        s.select_all()
        s.type_keys("Привет!")
    s.wait(lambda d: not s.finds(tid("chip"), editor), "the %@ chip cannot be deleted")
    check("%@" not in s.text_of(editor), f"the text still has %@: {s.text_of(editor)!r}")
    field = s.find(tid("field"), s.card("ru"))
    s.wait(
        lambda d: any(("%@" in f.text or "placeholder" in f.text.lower()) for f in s.finds(tid("finding"), field)),
        lambda: f"no finding mentioning the placeholder at the ru field; ru says: {s.card('ru').text}",
    )
    check(not s.save_button("ru").is_enabled(), "Save is enabled although the edit deletes a placeholder")
    s.screenshot("refusal")
    check(sha256(ru_file) == before, f"{RU_FILE} changed although nothing was saved")


def step_save(s):
    ru_file = os.path.join(s.project, RU_FILE)
    original = s.original_ru
    check(original is not None, f"no {ru_file}")
    old, new = f'"{GREETING_RU}"'.encode(), f'"{GREETING_RU_NEW}"'.encode()
    check(original.count(old) == 1, f"{RU_FILE} writes {old.decode()} {original.count(old)} times, expected once")
    expected = original.replace(old, new)
    defaults = os.path.join(s.project, "Defaults")
    swift_before = {
        os.path.join(folder, name): sha256(os.path.join(folder, name))
        for folder, _, names in os.walk(defaults)
        for name in names
        if name.endswith(".swift")
    }

    s.load()
    s.open_label("/signIn/greeting")
    editor = s.editor("ru")
    check(s.text_of(editor) == GREETING_RU, f"ru greeting reads {s.text_of(editor)!r}, expected {GREETING_RU!r}")
    s.set_caret(editor, 0, len("Привет"))  # select the word, keep the chip
    s.type_keys("Здравствуйте")
    s.wait(lambda d: s.text_of(editor) == GREETING_RU_NEW, lambda: f"ru greeting reads {s.text_of(editor)!r}, expected {GREETING_RU_NEW!r}")
    check(len(s.finds(tid("chip"), editor)) == 1, "the %@ chip is gone after editing the word before it")
    s.save("ru")
    saved = s.saved_text("ru")
    check("Saved: wrote" in saved, f"the ru card says {saved!r}, expected 'Saved: wrote …'")
    check("SignIn+Russian.swift" in saved, f"the save does not list {RU_FILE}: {saved!r}")

    written = open(ru_file, "rb").read()
    if written != expected:
        got, want = written.decode("utf-8", "replace").splitlines(), expected.decode("utf-8", "replace").splitlines()
        differ = [f"line {i + 1}: wrote {g!r}, expected {w!r}" for i, (g, w) in enumerate(zip(got, want)) if g != w]
        if len(got) != len(want):
            differ.append(f"{len(got)} lines written, {len(want)} expected")
        raise StepFailed(f"{RU_FILE} is not the original with only {old.decode()} → {new.decode()}: " + "; ".join(differ[:5]))
    changed = [os.path.relpath(p, s.project) for p, digest in swift_before.items() if p != ru_file and os.path.exists(p) and sha256(p) != digest]
    check(not changed, f"saving ru /signIn/greeting also changed {changed}")
    review = os.path.join(s.project, REVIEW_FILE)
    check(os.path.exists(review), f"no {REVIEW_FILE} after the save")
    try:
        with open(review, encoding="utf-8") as f:
            json.load(f)
    except ValueError as error:
        raise StepFailed(f"{REVIEW_FILE} is no valid JSON after the save: {error}") from None
    # the header lists the saved edit as pending
    s.wait_for(tid("pending-entry", key="/signIn/greeting", locale="ru"), lambda: f"the pending banner does not list ru /signIn/greeting: {s.find(tid('pending')).text!r}")


def step_export(s):
    try:
        subprocess.run(["make", "export"], cwd=s.project, check=True, capture_output=True, text=True, timeout=3600)
    except subprocess.CalledProcessError as error:
        tail = "\n".join((error.stdout + error.stderr).splitlines()[-20:])
        raise StepFailed(f"make export exited {error.returncode}:\n{tail}") from None
    exports = os.path.join(s.project, "Exports")
    versions = [name for name in os.listdir(exports) if semver_key(name) and os.path.isdir(os.path.join(exports, name))]
    check(versions, f"no version folder in {exports}")
    current = max(versions, key=semver_key)
    ru_json = os.path.join(exports, current, "ru.json")
    check(os.path.exists(ru_json), f"no {ru_json}")
    with open(ru_json, encoding="utf-8") as f:
        document = json.load(f)
    check(GREETING_RU_NEW in set(json_strings(document)), f"{os.path.relpath(ru_json, s.project)} has no text {GREETING_RU_NEW!r}")


def store_url(s, path):
    return f"{s.args.store.rstrip('/')}/{path}.json?access_token={urllib.parse.quote(s.args.store_token or '', safe='')}"


def step_store(s):
    check(s.args.store, "no --store given")
    path = f"{s.args.environment}/{s.args.line}/ru/labels/signIn/headline"
    request = urllib.request.Request(
        store_url(s, path),
        data=json.dumps(HEADLINE_RU_STORE, ensure_ascii=False).encode(),
        method="PUT",
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=20) as answer:
            check(200 <= answer.status < 300, f"PUT {path} answered {answer.status}")
    except urllib.error.HTTPError as error:
        raise StepFailed(f"PUT {path} to the store answered {error.code}: {error.read()[:200]!r}") from None

    s.load()
    s.wait_for(tid("tab-store"), "the page offers no Store view: /api/project names no store").click()
    view = s.wait_for(tid("store-view"))

    def the_edit(driver):
        for edit in s.finds(tid("store-edit", locale="ru"), view):
            if "/signIn/headline" in (edit.get_attribute("data-key"), edit.get_attribute("data-pointer")):
                return edit
        return None

    edit = s.wait(the_edit, lambda: f"the store view does not list the ru edit of /signIn/headline; it says: {view.text[:500]}")
    store_text = s.find(tid("store-text"), edit).text
    check(store_text == HEADLINE_RU_STORE, f"the store's text reads {store_text!r}, expected {HEADLINE_RU_STORE!r}")
    refusals = s.finds(tid("store-refusal"), edit)
    check(not refusals, f"the store's edit cannot be taken: {refusals[0].text if refusals else ''}")
    s.screenshot("store")
    s.find(tid("store-take"), edit).click()

    ru_file = os.path.join(s.project, RU_FILE)
    wanted = f'headline: "{HEADLINE_RU_STORE}",'

    def taken(driver):
        return wanted in open(ru_file, encoding="utf-8").read()

    s.wait(taken, lambda: f"{RU_FILE} has no {wanted!r} after Take; messages: {s.messages()}", timeout=30)


def step_inert(s):
    s.load()
    s.open_label("/signIn/headline")
    editor = s.editor("uk")
    editor.click()
    s.select_all()
    s.type_keys(MARKUP)
    s.wait(lambda d: s.text_of(editor) == MARKUP, lambda: f"the uk field reads {s.text_of(editor)!r} after typing, expected the markup as text")
    s.save("uk")
    s.saved_text("uk")

    s.driver.refresh()
    s.wait_for(tid("label-row"), "no label is listed after the reload")
    s.open_label("/signIn/headline")
    editor = s.editor("uk")
    shown = s.text_of(editor)
    check(shown == MARKUP, f"the uk field shows {shown!r}, expected the saved text literally")
    try:
        alert = s.driver.switch_to.alert
        text = alert.text
        alert.dismiss()
        raise StepFailed(f"an alert opened: {text!r}")
    except NoAlertPresentException:
        pass
    pwned = s.driver.execute_script("return window.__pwned")
    check(pwned is None, f"the saved markup ran: window.__pwned = {pwned!r}")
    injected = s.driver.execute_script("return document.querySelectorAll('main img, main script, #label-list img, #label-list script').length")
    check(injected == 0, f"the saved markup became {injected} element(s) in the page")
    s.screenshot("inert")


# -------------------------------------------------------------------- run


def describe(error):
    """An unexpected exception, short: where in this script, and the first line of its message."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == os.path.abspath(__file__) or f.filename == __file__]
    where = f" at line {frames[-1].lineno} ({frames[-1].line})" if frames else ""
    message = (getattr(error, "msg", None) or str(error)).strip().splitlines()
    return f"{type(error).__name__}{where}: {message[0] if message else ''}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="the address studio printed, with ?token=")
    parser.add_argument("--project", required=True, help="the project folder the server runs in")
    parser.add_argument("--store", help="the store's address (Firebase Realtime Database REST)")
    parser.add_argument("--store-token", help="the store's access_token")
    parser.add_argument("--environment", default="staging")
    parser.add_argument("--line", default="v1", help="the store's newest major line, such as v2")
    parser.add_argument("--screenshots", default="studio-screenshots")
    parser.add_argument("--steps", default=",".join(STEPS), help=f"comma-separated, of: {','.join(STEPS)}")
    args = parser.parse_args()
    wanted = [step.strip() for step in args.steps.split(",") if step.strip()]
    unknown = [step for step in wanted if step not in STEPS]
    if unknown:
        parser.error(f"no step {', '.join(unknown)}; steps: {', '.join(STEPS)}")
    if "token" not in wanted:
        wanted.insert(0, "token")  # every other step needs the session

    studio = Studio(args)
    passed, failed = set(), []
    try:
        for name in [step for step in STEPS if step in wanted]:
            if name != "token" and "token" not in passed:
                print(f"skip {name}: the session could not be opened")
                failed.append(name)
                continue
            if NEEDS.get(name) and NEEDS[name] not in passed:
                print(f"skip {name}: it needs the step {NEEDS[name]}")
                failed.append(name)
                continue
            started = time.monotonic()
            try:
                globals()[f"step_{name}"](studio)
            except Exception as error:  # a failed step: say why, keep a screenshot, go on with the next
                seconds = time.monotonic() - started
                shot = studio.screenshot(f"failed-{name}")
                why = str(error) if isinstance(error, StepFailed) else describe(error)
                print(f"FAIL {name} ({seconds:.1f} s): {why}" + (f"\n  screenshot: {shot}" if shot else ""), flush=True)
                failed.append(name)
                continue
            passed.add(name)
            print(f"ok {name} ({time.monotonic() - started:.1f} s)", flush=True)
    finally:
        if studio.driver is not None:
            studio.driver.quit()
    print(f"{len(passed)} passed, {len(failed)} failed{': ' + ', '.join(failed) if failed else ''}; screenshots in {args.screenshots}")
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(main())
