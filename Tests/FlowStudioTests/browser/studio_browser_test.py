#!/usr/bin/env python3
"""End-to-end test of flow studio's page in headless Chromium.

Start `flow studio COPY_OF_recipes.flow --port N` first, then:

    python3 studio_browser_test.py --url http://127.0.0.1:N/ --file COPY_OF_recipes.flow --screenshots DIR

It clicks through the page as a person would (a cell, Undo, an edge of the graph, the back
button, a tab, the width switch, a fullScreen presentation, a greyed-out control, an unwind), then edits the file on disk and watches the page
follow: a new title, then a syntax error, then the original file again. One line per step
(`ok - …`); on the first failure it prints what went wrong with the page's #status and the
browser's console, and exits 1. The file is restored whatever happens.

Needs Python 3, selenium 4, Chromium and chromedriver (Debian: chromium, chromium-driver).
"""
import argparse
import os
import sys
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

TIMEOUT = 10       # seconds, for any one wait
RELOAD_TIMEOUT = 5  # seconds for the page to follow an edit of the file (the server polls every 250 ms)


class StepFailed(Exception):
    pass


class StudioPage:
    """The page under test, through the ids and classes studio.js promises."""

    def __init__(self, driver, screenshots):
        self.driver = driver
        self.screenshots = screenshots
        self.step = 0

    # --- reading the page -------------------------------------------------------------

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def top_layer(self):
        """(presentation, scene) of the top layer of the phone, or None."""
        return self.js("""
            const top = document.querySelector('#phone .layer.top');
            return top ? [top.dataset.presentation, top.dataset.scene] : null;""")

    def top_scene(self):
        layer = self.top_layer()
        return layer[1] if layer else None

    def text(self, selector):
        return self.js("const e = document.querySelector(arguments[0]); return e ? e.textContent : null;", selector)

    def version(self):
        return self.js("return document.body.dataset.version ?? null;")

    def shown(self, selector):
        return self.js("""
            const e = document.querySelector(arguments[0]);
            return !!e && !e.hidden && e.getClientRects().length > 0;""", selector)

    def graph_visible(self, node):
        """Whether the inlined graph marks this node (Storyboard.Scene) as the visible one."""
        return self.js("""
            const node = document.getElementById('node:' + arguments[0]);
            return !!node && !!node.closest('#graph svg') && node.classList.contains('visible');""", node)

    def idle(self):
        return self.js("return document.body.dataset.ready === '1' && !document.body.dataset.busy;")

    # --- acting and waiting -----------------------------------------------------------

    def wait(self, what, condition, timeout=TIMEOUT):
        """Waits until condition() is truthy; fails with `what` otherwise."""
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(lambda _: condition())
        except TimeoutException:
            raise StepFailed(f"timed out after {timeout} s waiting for {what}") from None

    def wait_idle(self):
        self.wait("the page to be ready (body data-ready=1, no data-busy)", self.idle)

    def click(self, selector, what):
        """Clicks like a person: the element must be displayed and not covered."""
        self.wait_idle()
        elements = self.driver.find_elements(By.CSS_SELECTOR, selector)
        if not elements:
            raise StepFailed(f"no {what} on the page ({selector})")
        try:
            elements[0].click()
        except WebDriverException as error:
            raise StepFailed(f"could not click {what} ({selector}): {error.msg}") from None

    def expect_top(self, scene, presentation=None):
        def matches():
            layer = self.top_layer()
            return layer and layer[1] == scene and (presentation is None or layer[0] == presentation)
        shown = f"{scene} ({presentation})" if presentation else scene
        try:
            self.wait(f"the phone's top layer to show {shown}", matches)
        except StepFailed as failure:
            raise StepFailed(f"{failure}; the top layer is {self.top_layer()}") from None

    def done(self, name, message):
        """Screenshot NN-name.png, then the step's line."""
        self.step += 1
        self.driver.save_screenshot(os.path.join(self.screenshots, f"{self.step:02d}-{name}.png"))
        print(f"ok - {message}", flush=True)


def run_steps(page, url, path, original):
    driver = page.driver

    try:
        driver.get(url)
    except WebDriverException as error:
        raise StepFailed(f"cannot open {url} ({error.msg.splitlines()[0]}): is flow studio running there?") from None
    page.wait("the first render (body data-ready=1)", page.idle)
    page.expect_top("RecipeList")
    page.wait("the graph to mark RecipeList visible", lambda: page.graph_visible("Main.RecipeList"))
    page.done("loaded", "loaded RecipeList")

    page.click('#phone .layer.top .control[data-statement$=".recipe"]', "the recipe cell")
    page.expect_top("RecipeDetail")
    page.wait("the trace to show RecipeDetail.viewDidAppear",
              lambda: "RecipeDetail.viewDidAppear" in (page.text("#trace") or ""))
    page.done("detail", "tapping the recipe cell shows RecipeDetail, with its trace")

    page.click("#undo", "the Undo button")
    page.expect_top("RecipeList")
    page.done("undo", "Undo goes back to RecipeList")

    page.click('#graph g.edge.firable[data-statement$=".recipe"] text', "the graph's recipe edge")
    page.expect_top("RecipeDetail")
    page.wait("the graph to mark RecipeDetail visible", lambda: page.graph_visible("Main.RecipeDetail"))
    page.done("edge", "clicking the graph's firable recipe edge shows RecipeDetail")

    page.click("#phone .layer.top .back", "the back button")
    page.expect_top("RecipeList")
    page.done("back", "the back button pops to RecipeList")

    page.click("#phone .layer.top .tab:not(.selected)", "the Favorites tab")
    page.expect_top("FavoriteList")
    page.done("tab", "the Favorites tab shows FavoriteList")
    page.click("#phone .layer.top .tab:not(.selected)", "the Browse tab")
    page.expect_top("RecipeList")

    before = page.text("#width")
    page.click("#width", "the width switch")
    page.wait("the width switch's label to change", lambda: page.text("#width") != before)
    page.wait("the tree to say regular", lambda: "regular" in (page.text("#tree") or ""))
    page.done("width", f"the width switch goes regular (its label now: {page.text('#width').strip()})")

    page.click('#phone .layer.top .control[data-statement$=".add"]', "the add button")
    page.expect_top("AddRecipe", "fullScreen")
    page.done("add", "add presents AddRecipe fullScreen")

    page.click('#phone .layer.top .control.disabled[data-statement$=".save"]', "the greyed-out save button")
    page.wait("the why-not panel", lambda: page.shown("#why-not") and (page.text("#why-not-text") or "").strip())
    page.done("why-not", "the greyed-out save explains why not")
    page.click("#why-not .close", "the why-not panel's close button")
    page.wait("the why-not panel to close", lambda: not page.shown("#why-not"))

    page.click('#phone .layer.top .control[data-statement$=".cancel"]', "the cancel button")
    page.expect_top("RecipeList")
    page.done("cancel", "cancel unwinds to RecipeList")

    if 'title "Recipes"' not in original:
        raise StepFailed(f'{path} has no title "Recipes" to edit')
    version = page.version()
    write(path, original.replace('title "Recipes"', 'title "All Recipes"', 1))
    page.wait("body data-version to change after the edit", lambda: page.version() != version, RELOAD_TIMEOUT)
    page.wait('the phone to show the title "All Recipes"',
              lambda: page.text("#phone .layer.top .nav-title") == "All Recipes", RELOAD_TIMEOUT)
    page.expect_top("RecipeList")
    page.done("edited", f'editing the file retitles the scene "All Recipes" (version {page.version()})')

    write(path, original.replace('title "Recipes"', 'title "Recipes', 1))
    page.wait("#diagnostics to show the syntax error", lambda: page.shown("#diagnostics"), RELOAD_TIMEOUT)
    if "error" not in (page.text("#diagnostics") or ""):
        raise StepFailed(f"#diagnostics shows no error: {page.text('#diagnostics')!r}")
    page.done("diagnostics", "a syntax error in the file shows its diagnostics")

    write(path, original)
    page.wait("#diagnostics to go away once the file is restored", lambda: not page.shown("#diagnostics"),
              RELOAD_TIMEOUT)
    page.wait("the graph to come back", lambda: page.shown("#graph svg"))
    page.expect_top("RecipeList")
    page.wait('the title "Recipes" to come back', lambda: page.text("#phone .layer.top .nav-title") == "Recipes")
    page.done("restored", "restoring the file brings the graph and RecipeList back")

    measure_clicks(page)

    errors = [entry for entry in driver.get_log("browser") if entry.get("source") == "javascript"]
    if errors:
        raise StepFailed("the page threw: " + "; ".join(entry["message"] for entry in errors))
    print("ok - no script errors in the console", flush=True)


def measure_clicks(page, rounds=20):
    """A click's response as a person sees it: from the click to the answer drawn (trace, phone,
    graph), as the page measures it (body data-last-action-ms), over `rounds` taps and pops."""
    times = []
    for _ in range(rounds):
        for selector, scene, what in (('#phone .layer.top .control[data-statement$=".recipe"]', "RecipeDetail", "the recipe cell"),
                                      ("#phone .layer.top .back", "RecipeList", "the back button")):
            page.js("delete document.body.dataset.lastActionMs;")
            page.click(selector, what)
            page.expect_top(scene)
            page.wait("the page to time the click", lambda: page.js("return document.body.dataset.lastActionMs ?? null;"))
            times.append(float(page.js("return document.body.dataset.lastActionMs;")))
    times.sort()
    median = times[len(times) // 2]
    print(f"ok - {len(times)} clicks answered and drawn: median {median:.1f} ms, "
          f"90th percentile {times[int(len(times) * 0.9)]:.1f} ms, worst {times[-1]:.1f} ms", flush=True)


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def make_driver(chrome, chromedriver):
    options = webdriver.ChromeOptions()
    options.binary_location = chrome
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,800", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(chromedriver), options=options)
    driver.set_window_size(1280, 800)
    driver.set_page_load_timeout(TIMEOUT)
    return driver


def report_failure(page, failure):
    print(f"not ok - {failure}", file=sys.stderr)
    try:
        status = page.text("#status")
        print(f"  #status: {status.strip() if status else '(empty)'}", file=sys.stderr)
        print(f"  top layer: {page.top_layer()}, body data-version: {page.version()}", file=sys.stderr)
        page.driver.save_screenshot(os.path.join(page.screenshots, f"{page.step + 1:02d}-failed.png"))
        logs = page.driver.get_log("browser")
        print("  browser console:" + ("" if logs else " (empty)"), file=sys.stderr)
        for entry in logs:
            print(f"    {entry.get('level')} {entry.get('source', '')}: {entry.get('message')}", file=sys.stderr)
    except WebDriverException as error:
        print(f"  (could not read the page: {error.msg})", file=sys.stderr)


def browser_arguments(parser):
    """The options every browser script takes: where Chromium and its driver are."""
    parser.add_argument("--chrome", default=os.environ.get("CHROME_BIN", "/usr/bin/chromium"))
    parser.add_argument("--chromedriver", default=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))


def start_page(args):
    """The studio page in a new headless Chromium; None, said on standard error, when it cannot start."""
    try:
        driver = make_driver(args.chrome, args.chromedriver)
    except WebDriverException as error:
        print(f"not ok - cannot start Chromium ({args.chrome}, {args.chromedriver}): {error.msg}", file=sys.stderr)
        return None
    return StudioPage(driver, args.screenshots)


def run_on_url(description, steps):
    """The main of a script that checks one running studio: parses --url and --screenshots (and
    the browser's options), then drives steps(page, url); its exit status."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--url", required=True)
    parser.add_argument("--screenshots", required=True)
    browser_arguments(parser)
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    page = start_page(args)
    return 1 if page is None else drive(page, lambda page: steps(page, args.url))


def drive(page, steps):
    """Runs steps(page): 0 when they pass, else the failure reported and 1; the browser quits."""
    try:
        steps(page)
        return 0
    except StepFailed as failure:
        report_failure(page, failure)
        return 1
    except WebDriverException as error:
        report_failure(page, f"the browser failed: {error.msg}")
        return 1
    finally:
        page.driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True, help="the page, e.g. http://127.0.0.1:8765/")
    parser.add_argument("--file", required=True, help="the copy of examples/recipes.flow the studio serves")
    parser.add_argument("--screenshots", required=True, help="a folder for NN-step.png")
    browser_arguments(parser)
    args = parser.parse_args()

    os.makedirs(args.screenshots, exist_ok=True)
    with open(args.file, encoding="utf-8") as file:
        original = file.read()
    page = start_page(args)
    if page is None:
        return 1
    started = time.monotonic()

    def steps(page):
        run_steps(page, args.url, args.file, original)
        print(f"# {page.step} steps passed in {time.monotonic() - started:.1f} s; screenshots in {args.screenshots}")

    try:
        return drive(page, steps)
    finally:
        write(args.file, original)


if __name__ == "__main__":
    sys.exit(main())
