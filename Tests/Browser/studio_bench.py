#!/usr/bin/env python3
"""Times the studio page in headless Chromium: a benchmark, not a test.

usage: python3 Tests/Browser/studio_bench.py --url http://127.0.0.1:PORT/?token=T --runs N --query TEXT

Each run is a fresh load of the page and measures, with the page's own performance.now() (it records
window.__studioTimings):
  firstLabelsMs  from the navigation's start to the first label rows in the DOM
  searchMs       from the input event of one key typed into the search box to the rows of that query
                 rendered and a frame passed (the query's other keys are typed, and answered, first)
Prints one JSON line: {"firstLabelsMs": [...], "searchMs": [...]}, one number per run; the caller takes
the medians. The session cookie is set once, by opening --url before the runs (not measured).
"""

import argparse
import json
import sys
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

TIMEOUT = 60


def new_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=webdriver.ChromeService(executable_path="/usr/bin/chromedriver"), options=options)


def wait_for(driver, script, what):
    try:
        return WebDriverWait(driver, TIMEOUT, poll_frequency=0.02).until(lambda d: d.execute_script(script))
    except TimeoutException:
        raise SystemExit(f"studio_bench: {what} did not happen within {TIMEOUT} s") from None


def search_ms(driver, query):
    box = driver.find_element(By.CSS_SELECTOR, '[data-testid="search"]')
    box.click()
    if len(query) > 1:  # all keys but the last, answered before the measured key
        box.send_keys(query[:-1])
        wait_for(driver, f"const s = (window.__studioTimings || {{}}).lastSearch; return !!s && s.query === {json.dumps(query[:-1])}", f"the search {query[:-1]!r}")
    box.send_keys(query[-1])
    return wait_for(
        driver,
        f"const s = (window.__studioTimings || {{}}).lastSearch; return s && s.query === {json.dumps(query)} ? s.ms : null",
        f"the search {query!r}",
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="the address studio printed, with ?token=")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--query", required=True, help="typed into the search box; its last key is timed")
    args = parser.parse_args()
    if args.runs < 1 or not args.query:
        parser.error("--runs must be at least 1 and --query not empty")
    parts = urllib.parse.urlsplit(args.url)
    page = urllib.parse.urlunsplit((parts.scheme, parts.netloc, "/", "", ""))

    driver = new_driver()
    first, search = [], []
    try:
        driver.get(args.url)  # sets the session cookie
        wait_for(driver, "return (window.__studioTimings || {}).firstLabels !== undefined", "the first label rows")
        for _ in range(args.runs):
            driver.get("about:blank")
            driver.get(page)
            first.append(wait_for(driver, "const t = window.__studioTimings; return t && t.firstLabels !== undefined ? t.firstLabels : null", "the first label rows"))
            search.append(search_ms(driver, args.query))
    finally:
        driver.quit()
    print(json.dumps({"firstLabelsMs": [round(ms, 1) for ms in first], "searchMs": [round(ms, 1) for ms in search]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
