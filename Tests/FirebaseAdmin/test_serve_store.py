"""Google's own Realtime Database client, firebase-admin (PyPI), against `LabelsParser serve --store`.

The SDK runs in emulator mode, as a team's admin scripts and Cloud Functions tests run it against the
Firebase Emulator Suite: it sends `?ns=<namespace>` on every request and the token `owner`, so the store
is started with LABELS_SERVE_TOKEN=owner. The SDK is the oracle: every call is made as its documentation
shows, and its own answer is what is checked. `make firebase-admin` builds the tool and runs this file;
Scripts/install-firebase-admin.sh installs the SDK.
"""

import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request

import firebase_admin
import pytest
from firebase_admin import db, exceptions

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The release fixture of docs/publication.md: v1 (en, uk) and v2 (de, en), whatever the team's labels.
FIXTURE = ROOT / "Tests/LabelsParserTests/Fixtures/bundle/lines"
NAMESPACE = "labels-sdk"


def parser_binary():
    """The LabelsParser that `swift build` made, or the one LABELS_PARSER names."""
    if "LABELS_PARSER" in os.environ:
        return os.environ["LABELS_PARSER"]
    folder = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    return os.path.join(folder, "LabelsParser")


class Store:
    """`serve --store` on a free port of 127.0.0.1, over a temporary folder, stopped at the end."""

    def __init__(self, app_check=None):
        self.folder = tempfile.mkdtemp(prefix="labels-sdk-")
        self.binary = parser_binary()
        environment = dict(os.environ, LABELS_SERVE_TOKEN="owner")
        environment.pop("LABELS_SERVE_APP_CHECK", None)
        if app_check:
            environment["LABELS_SERVE_APP_CHECK"] = app_check
        self.log = open(os.path.join(self.folder, "serve.log"), "w")
        self.process = subprocess.Popen(
            [self.binary, "serve", "--store", os.path.join(self.folder, "store"), "--port", "0"],
            cwd=self.folder, env=environment, stdout=subprocess.PIPE, stderr=self.log, text=True)
        first = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)", first)
        assert match, f"serve printed no address: {first!r}"
        self.port = int(match.group(1))

    def url(self, namespace=NAMESPACE):
        return f"http://127.0.0.1:{self.port}?ns={namespace}"

    def raw(self, path, headers=None):
        """A plain GET, as curl would send it: the status and the decoded body."""
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=10) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="module")
def store():
    served = Store()
    yield served
    served.stop()


@pytest.fixture(scope="module")
def app(store):
    # In emulator mode the SDK never asks the credential for a token: it sends `owner`.
    made = firebase_admin.initialize_app(
        options={"databaseURL": store.url()}, name="labels-sdk")
    yield made
    firebase_admin.delete_app(made)


def test_set_then_get(app):
    ref = db.reference("/sdk/set", app=app)
    ref.set({"title": "Привет", "count": 3, "list": ["a", "b"], "nested": {"ok": True}})
    assert ref.get() == {"title": "Привет", "count": 3, "list": ["a", "b"], "nested": {"ok": True}}
    assert db.reference("/sdk/set/list/1", app=app).get() == "b"


def test_get_with_etag_and_if_changed(app):
    ref = db.reference("/sdk/etag", app=app)
    ref.set("one")
    value, etag = ref.get(etag=True)
    assert value == "one"
    assert etag
    assert ref.get_if_changed(etag) == (False, None, None)
    ref.set("two")
    changed, now, new_etag = ref.get_if_changed(etag)
    assert (changed, now) == (True, "two")
    assert new_etag and new_etag != etag
    empty, empty_etag = db.reference("/sdk/nothing-here", app=app).get(etag=True)
    assert empty is None
    assert empty_etag


def test_multi_path_update(app):
    root = db.reference("/sdk/update", app=app)
    root.set({"keep": "kept", "replace": {"old": 1}})
    root.update({"replace/new": 2, "added/deep/key": "here", "keep": None})
    assert root.get() == {"replace": {"old": 1, "new": 2}, "added": {"deep": {"key": "here"}}}


def test_transaction_retries_over_a_concurrent_write(app):
    ref = db.reference("/sdk/counter", app=app)
    ref.set(10)
    calls = []

    def increment(current):
        calls.append(current)
        if len(calls) == 1:
            # Another client writes between the SDK's read and its conditional write.
            db.reference("/sdk/counter", app=app).set(20)
        return (current or 0) + 1

    assert ref.transaction(increment) == 21
    assert calls == [10, 20]
    assert ref.get() == 21


def test_set_if_unchanged_current_and_stale(app):
    ref = db.reference("/sdk/conditional", app=app)
    ref.set({"text": "first"})
    _, etag = ref.get(etag=True)
    written, value, new_etag = ref.set_if_unchanged(etag, {"text": "second"})
    assert (written, value) == (True, {"text": "second"})
    assert new_etag and new_etag != etag
    stale, current, current_etag = ref.set_if_unchanged(etag, {"text": "third"})
    assert (stale, current, current_etag) == (False, {"text": "second"}, new_etag)
    assert ref.get() == {"text": "second"}


def test_a_key_with_its_dot_escaped(app):
    # The tool stores a source key's `.` as `%2E` (FirebaseKey.storedKey): the key holds a `%`.
    ref = db.reference("/sdk/keys", app=app)
    ref.set({"Settings%2Etitle": "Settings"})
    assert ref.get() == {"Settings%2Etitle": "Settings"}
    # In a path the `%` itself is escaped: the SDK sends paths as given.
    assert db.reference("/sdk/keys/Settings%252Etitle", app=app).get() == "Settings"
    # Unescaped, the HTTP library decodes %2E into a `.`, which no key may hold: 400, as Firebase answers.
    with pytest.raises(exceptions.InvalidArgumentError):
        db.reference("/sdk/keys/Settings%2Etitle", app=app).get()


def test_delete(app):
    ref = db.reference("/sdk/deleted", app=app)
    ref.set({"a": 1})
    ref.delete()
    assert ref.get() is None
    # No empty node is kept: its parent has no member left of it.
    assert "deleted" not in (db.reference("/sdk", app=app).get(shallow=True) or {})


def test_namespaces_are_kept_apart(store, app):
    db.reference("/sdk/apart", app=app).set("in labels-sdk")
    other = firebase_admin.initialize_app(
        options={"databaseURL": store.url("other-sdk")}, name="other-sdk")
    try:
        assert db.reference("/sdk/apart", app=other).get() is None
        db.reference("/sdk/apart", app=other).set("in other-sdk")
        assert db.reference("/sdk/apart", app=app).get() == "in labels-sdk"
    finally:
        firebase_admin.delete_app(other)
    stored = pathlib.Path(store.folder, "store", "namespaces")
    assert sorted(path.name for path in stored.iterdir()) == ["labels-sdk", "other-sdk"]
    data = json.loads((stored / "other-sdk" / "data.json").read_text())
    assert data == {"sdk": {"apart": "in other-sdk"}}
    # A request without ns reads the store's own database, where nothing was written.
    assert store.raw("/sdk.json", {"Authorization": "Bearer owner"}) == (200, None)


def test_a_namespace_the_store_refuses(store):
    status, body = store.raw("/.json?ns=Not_A_Namespace", {"Authorization": "Bearer owner"})
    assert status == 400
    assert body["error"].startswith("ns names no namespace: a namespace is lowercase letters, digits")


def test_publish_then_a_console_edit_seen_by_status(store, app):
    project = tempfile.mkdtemp(prefix="labels-sdk-project-")
    try:
        shutil.copytree(FIXTURE, os.path.join(project, "Exports"))
        environment = dict(os.environ, LABELS_DATABASE_TOKEN="owner")
        environment.pop("LABELS_DATABASE_SECRET", None)
        command = ["--environment", "production", "--database", store.url()]
        published = subprocess.run(
            [store.binary, "publish", *command], cwd=project, env=environment, capture_output=True, text=True)
        assert published.returncode == 0, published.stderr
        production = db.reference("/production", app=app)
        assert production.get(shallow=True) == {"labels-publication": True, "v1": True, "v2": True}
        welcome = db.reference("/production/v1/en/labels/login/welcome", app=app)
        assert welcome.get() == "Welcome back"
        welcome.set("Welcome home")
        status = subprocess.run(
            [store.binary, "status", *command], cwd=project, env=environment, capture_output=True, text=True)
        assert status.returncode == 1
        assert "/production/v1: edited: 1 edit in the store since the last publication" in status.stdout
        assert 'v1 en /login/welcome: value changed ("Welcome back" → "Welcome home")' in status.stdout
    finally:
        shutil.rmtree(project, ignore_errors=True)


def test_a_staged_release_read_as_the_sdk_reads_it_and_a_share_edited_in_the_console(store, app):
    project = tempfile.mkdtemp(prefix="labels-sdk-project-")
    try:
        shutil.copytree(FIXTURE, os.path.join(project, "Exports"))
        environment = dict(os.environ, LABELS_DATABASE_TOKEN="owner")
        environment.pop("LABELS_DATABASE_SECRET", None)
        # An environment of its own: the store is shared with the tests above, which publish to production.
        command = ["--environment", "staging", "--database", store.url()]

        def run(*arguments):
            return subprocess.run(
                [store.binary, *arguments, *command], cwd=project, env=environment, capture_output=True, text=True)

        assert run("publish").returncode == 0
        english = os.path.join(project, "Exports/2.0.0/en.json")
        with open(english, encoding="utf-8") as file:
            text = file.read()
        with open(english, "w", encoding="utf-8") as file:
            file.write(text.replace('"Preferences"', '"Options"'))
        staged = run("publish", "--rollout", "10")
        assert staged.returncode == 0, staged.stderr

        control = db.reference("/staging/v1/rollout", app=app).get()
        release = control["staged"]["id"]
        assert len(release) == 16 and all(digit in "0123456789abcdef" for digit in release)
        assert control["staged"]["percent"] == 10
        assert "halted" not in control
        title = "/en/labels/settings/title"
        assert db.reference("/staging/v1/staged/" + release + title, app=app).get() == "Options"
        assert db.reference("/staging/v1" + title, app=app).get() == "Preferences"
        assert run("status").returncode == 0

        # A product manager widens the share in the console: status names the edit; rollout then sets it.
        db.reference("/staging/v1/rollout/staged/percent", app=app).set(20)
        status = run("status")
        assert status.returncode == 1
        assert "v1/rollout /staged/percent: value changed (10 → 20)" in status.stdout
        assert run("rollout", "30").returncode == 0
        assert db.reference("/staging/v1/rollout/staged/percent", app=app).get() == 30
        assert run("status").returncode == 0

        assert run("promote").returncode == 0
        assert db.reference("/staging/v1" + title, app=app).get() == "Options"
        assert db.reference("/staging/v1/staged", app=app).get() is None
        assert run("rollback").returncode == 0
        assert db.reference("/staging/v1" + title, app=app).get() == "Preferences"
    finally:
        shutil.rmtree(project, ignore_errors=True)


def test_app_check_is_required_of_apps_but_not_of_the_administrator():
    locked = Store(app_check="app-check-token")
    try:
        admin = firebase_admin.initialize_app(
            options={"databaseURL": locked.url()}, name="locked")
        try:
            # The SDK sends the administrator's token, which App Check lets through.
            db.reference("/open", app=admin).set("read me")
            assert db.reference("/open", app=admin).get() == "read me"
        finally:
            firebase_admin.delete_app(admin)
        query = f"/open.json?ns={NAMESPACE}&auth=owner"
        assert locked.raw(query) == (401, {"error": "Permission denied"})
        assert locked.raw(query, {"X-Firebase-AppCheck": "wrong"}) == (401, {"error": "Permission denied"})
        assert locked.raw(query, {"X-Firebase-AppCheck": "app-check-token"}) == (200, "read me")
    finally:
        locked.stop()
