#!/usr/bin/env python3
"""The page on many files, in headless Chromium: for each studio URL given, load the page, see
the phone and the graph, tap every enabled control of the first screen (undoing each), and check
that the page threw nothing. One line per file (`ok - NAME: …`); exits 1 on the first failure.

    python3 studio_smoke_test.py --screenshots DIR URL…

Reuses studio_browser_test.py's page reader and driver.
"""
import argparse
import os
import sys


from studio_browser_test import StepFailed, browser_arguments, drive, start_page


def smoke(page, url, name):
    page.driver.get(url)
    page.wait("the first render (body data-ready=1)", page.idle)
    if page.shown("#diagnostics"):
        raise StepFailed(f"{name}: the page shows diagnostics: {page.text('#diagnostics')[:300]}")
    page.wait("the phone's top layer", page.top_layer)
    page.wait("the graph", lambda: page.shown("#graph svg"))
    first = page.top_scene()
    statements = page.js("""
        return [...document.querySelectorAll('#phone .layer.top .control:not(.disabled)')]
            .map(control => control.dataset.statement);""")
    for statement in statements:
        page.click(f'#phone .layer.top .control[data-statement="{statement}"]', statement)
        page.wait_idle()
        if page.js("return document.querySelector('#status')?.dataset.kind === 'error';"):
            raise StepFailed(f"{name}: {statement}: {page.text('#status').strip()}")
        page.click("#undo", "the Undo button")
        page.expect_top(first)
    page.done(os.path.splitext(name)[0], f"{name}: {first} on the phone, the graph drawn, "
                                         f"{len(statements)} control{'s' if len(statements) != 1 else ''} tapped and undone")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screenshots", required=True)
    browser_arguments(parser)
    parser.add_argument("pages", nargs="+", help="NAME=URL of a running flow studio")
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    page = start_page(args)
    if page is None:
        return 1

    def steps(page):
        for entry in args.pages:
            name, _, url = entry.partition("=")
            smoke(page, url, name)
        errors = [entry for entry in page.driver.get_log("browser") if entry.get("source") == "javascript"]
        if errors:
            raise StepFailed("the page threw: " + "; ".join(entry["message"] for entry in errors))

    return drive(page, steps)


if __name__ == "__main__":
    sys.exit(main())
