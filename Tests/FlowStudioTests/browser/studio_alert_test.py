#!/usr/bin/env python3
"""An alert's text field in headless Chromium, on examples/editor.flow: open a note, tap Rename,
see Rename greyed out while the field is empty, type a title and press Return (the page sends
`type "…" in name`), see Rename enabled, tap it, and be back on the editor. One line per step
(`ok - …`); exits 1 on the first failure.

    python3 studio_alert_test.py --url http://127.0.0.1:N/ --screenshots DIR

Reuses studio_browser_test.py's page reader and driver.
"""
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from studio_browser_test import StepFailed, run_on_url


def rename(page, url):
    page.driver.get(url)
    page.wait("the first render (body data-ready=1)", page.idle)
    page.expect_top("Notes")
    page.click('#phone .layer.top .control[data-statement$=".note"]', "the note cell")
    page.expect_top("Editor")
    page.click('#phone .layer.top .control[data-statement$=".rename"]', "the rename button")
    page.expect_top("Rename")
    page.wait("Rename to be greyed out while the field is empty", lambda: page.js(
        "return !!document.querySelector('#phone .layer.top .control.disabled[data-statement$=\".save\"]');"))
    page.done("alert", "Rename shows its text field, and its Rename button greyed out")

    fields = page.driver.find_elements(By.CSS_SELECTOR, '#phone .layer.top input.text-field[data-field="name"]')
    if not fields:
        raise StepFailed("no text field 'name' on the alert")
    fields[0].send_keys('Groceries "weekly"' + Keys.ENTER)
    page.wait("the trace to show what was typed",
              lambda: 'Rename.name: "Groceries \\"weekly\\""' in (page.text("#trace") or ""))
    page.wait("Rename to be enabled once the field has text", lambda: page.js(
        "return !!document.querySelector('#phone .layer.top .control:not(.disabled)[data-statement$=\".save\"]');"))
    page.done("typed", "typing and Return runs 'type \"…\" in name', and Rename is enabled")

    page.click('#phone .layer.top .control[data-statement$=".save"]', "the Rename button")
    page.expect_top("Editor")
    page.done("renamed", "Rename dismisses the alert and runs its handler")

    errors = [entry for entry in page.driver.get_log("browser") if entry.get("source") == "javascript"]
    if errors:
        raise StepFailed("the page threw: " + "; ".join(entry["message"] for entry in errors))


if __name__ == "__main__":
    sys.exit(run_on_url(__doc__.split("\n\n")[0], rename))
