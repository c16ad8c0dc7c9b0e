// Generated from Sources/FlowKit/FlowKit.docc: the articles `flow help TOPIC` prints.
// Do not edit: HelpTopicTests fails when this is not current, and
// `FLOW_UPDATE_GOLDEN=1 swift test --filter HelpTopicTests` writes it again.
enum HelpArticles {
    static let text: [String: String] = [
        "Commands.md": #"""
# Commands

Every `flow` subcommand: what it does, its options, how it exits, and an example.

## Overview

`flow <subcommand> --help` prints a subcommand's options, and `flow help TOPIC` prints this
article (`flow help commands`) and the other references offline. The options below are those of
`--help`; the examples run from the repository's root.

### Common options

Most commands take these (each command's list says which):

| option | meaning |
| --- | --- |
| `--format text\|json\|junit\|sarif` | output format: text, JSON Lines, JUnit XML (`flow test`) or SARIF 2.1.0 (`flow check`); default `text` |
| `--color auto\|always\|never` | colour; `auto` colours only on a terminal, and never when `NO_COLOR` is set |
| `--quiet` | print no warnings, only errors (the same as `-W none`) |
| `-W ID` | hide the warnings with this id or code (repeatable); `-W none` hides every warning |
| `--allow-files FOLDER` | let scripts use files in this folder too (repeatable); by default a script may use only files in its own folder |
| `--version`, `-h`/`--help` | the version; the command's help |

`check`, `run`, `test`, `fmt`, `graph` and `explore` read standard input for a file named `-`.

### Output files

Every file flow writes (`-o`, `--tests`, `fmt -i`, `preserve to`, the REPL's `:save` and its
history) is written as a shell's `>` would write it, whatever is at the path:

- a regular file, or a path where nothing is yet, is replaced atomically: a temporary file in the
  same folder, flushed, then renamed over it, so a crash or a full disk leaves the old file whole.
  A symbolic link stays a link (its target is replaced); the replaced file keeps its mode and owner.
  A file in a folder that takes no new names is written in place.
- `-` and `/dev/stdout` (and `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, or a link to one) are
  flow's own descriptors, written where the shell pointed them: a pipe, a terminal, a file.
- `/dev/null`, a FIFO, a terminal or another character device, and a Unix socket are opened and
  written through, never replaced: a FIFO's reader gets every byte, and the device stays a device.
- A folder (`import -o` aside, which writes one file per storyboard into it), a block device, a
  file flow may not write and a folder that does not exist are refused with the reason, before
  anything is touched, and the command exits 73.

### Exit codes

Every command exits with one of these (FlowKit's ``CommandStatus`` decides them, so the command
line and the tests agree):

| code | meaning |
| --- | --- |
| 0 | success |
| 1 | a test or an expectation failed; `fmt --check` found an unformatted file; `diff` and `graph --check` found a difference |
| 5 | `flow test --filter` matched no test |
| 64 | usage: the command line was wrong |
| 65 | the input has errors (syntax or semantic diagnostics) |
| 66 | an input file cannot be read |
| 69 | a program flow needs is missing (Graphviz's `dot` for `graph --format svg\|png`) |
| 70 | a runtime error or UIKit exception stopped a script |
| 73 | an output file could not be written (a folder, a file flow may not write, a full disk) |
| 130 | interrupted (Ctrl-C) |

### flow check

Parse and check `.flow` files and report every error and UIKit-aware warning
(<doc:StaticChecks>). The files they import, however deep, are checked too, each once as a file
of its own, so `flow check App.flow` of an app imported whole (by `flow import`) runs every check on
every storyboard; a diagnostic is printed once however many checked files import its file, and a
storyboard checked because another imports it is not told to name an `initial` scene (it is
entered from there). Exits 65 when a file has errors; warnings alone exit 0.

`flow check <files> ... [--format] [--color] [--quiet] [-W] [--allow-files] [--warnings none|default|all] [--strict] [--dump-tokens] [--dump-ast]`

- `--warnings none|default|all`: which static checks run; `all` adds the pedantic ones.
- `--strict`: report the static checks' warnings as errors.
- `--dump-tokens`, `--dump-ast`: print each file's tokens or syntax tree (debugging aids).

```sh
flow check examples/*.flow                 # no output, exit 0
flow check --format sarif app.flow > flow.sarif
```

### flow explain

The UIKit rule behind a warning code of `flow check` and where it is documented; without a code,
every code. `flow help W104` prints the same.

`flow explain [<code>]`

```sh
flow explain W104
```

### flow fmt

Print `.flow` files in the canonical layout, keeping every comment. A file with syntax errors is
never formatted (exit 65).

`flow fmt <files> ... [-i/--in-place] [--check] [--format] [--color] [--quiet] [-W]`

- `-i`, `--in-place`: rewrite the files instead of printing them.
- `--check`: change nothing; list unformatted files and exit 1 if there are any.

```sh
flow fmt --check examples/hello.flow       # exit 0: already formatted
flow fmt -i app.flow
```

### flow run

Launch the app a `.flow` file describes, run its top-level statements (not the tests) and print
the trace: every UIKit callback, in the order a device makes them. Exits 65 when the file has
errors (nothing runs), 70 when a runtime error or UIKit exception stops the script, 1 when an
expectation failed.

`flow run <file> [--format] [--color] [--quiet] [-W] [--allow-files] [--verbose] [--time] [--strict] [--step-limit N] [--initial SCENE] [--watch] [--matrix all|width|platform]`

- `--verbose`: show layout callbacks (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`).
- `--time`: stamp every event with the virtual clock (seconds since launch).
- `--strict`: make UIKit warnings errors, unless the next statement expects them.
- `--step-limit N`: statements a run may execute before it is stopped (default 1000000).
- `--initial SCENE`: launch this scene, whatever the file's `initial` says (for an app that picks
  its root in code).
- `--watch`: run again on every save of the file or its imports (Ctrl-C to stop).
- `--matrix [all|width|platform]`: run the script on every device class and compare; alone it
  means `all` (width × platform).

```sh
flow run --time examples/hello.flow
```

```
launch compact                                                (automatic)
  [0.000] Welcome.willMove(Nav)
  [0.000] Welcome.didMove(Nav)
  [0.000] Nav.viewDidLoad
…
```

### flow test

Run the `test` blocks of `.flow` files, each on a freshly launched app with fresh variables; a
line per test (✔ passed, ✘ failed, with the reasons indented below), then `N passed, N failed`.
Exits 1 when a test failed, 5 when `--filter` matched no test, 65 when a file has errors.

`flow test <files> ... [--filter TEXT] [--strict] [--step-limit N] [--format] [--color] [--quiet] [-W] [--allow-files] [--initial SCENE] [--watch] [--matrix all|width|platform]`

- `--filter TEXT`: run only the tests whose name contains this text.
- `--strict`: make UIKit warnings fail their test, unless the next statement expects them.
- `--step-limit N`: statements a test may execute before it is stopped (default 1000000).
- `--format json|junit`: one JSON object per test and a summary, or JUnit XML for CI services.
- `--initial SCENE`, `--watch`: as for `flow run`.
- `--matrix [all|width|platform]`: every test on every device class, a table of results, the
  failures with their configuration and the first divergence between traces.

```sh
flow test --filter next examples/*.flow
```

```
examples/hello.flow
✔ next shows the details
examples/onboarding.flow
examples/recipes.flow
examples/restoration.flow
examples/settings.flow
examples/transitions.flow
examples/unwinds.flow
1 passed, 0 failed
```

### flow repl

Explore a flow interactively: tap through it, look at the tree, undo. On a terminal: line
editing, Tab completion, a history, Ctrl-C to cancel the input, Ctrl-D to quit. With standard
input not a terminal, lines are read without prompts, and the session exits as `flow run` would,
so a script that drives it can tell its caller it failed: 70 when a runtime error or UIKit
exception stopped an input, else 65 when one was refused (an error in it, an unknown command, a
file that could not be loaded, input that ends inside an open `{`, `(` or `[`), else 1 when an
`expect` failed, else 0. The session goes on after each, as on a terminal, where it exits 0.
`:help` lists the meta-commands (`:tree`, `:where`, `:undo`,
`:why-not`, `:paths-to`, `:save` …).

`flow repl [<file>] [--history-file PATH] [--echo] [--initial SCENE] [--format] [--color] [--quiet] [-W] [--allow-files]`

- `--history-file PATH`: where the history is kept (default `~/.flow_history`).
- `--echo`: write each input before its output (for piped input, which no terminal shows).
- `--initial SCENE`: launch this scene, whatever the file's `initial` says.

```sh
printf 'tap next\n:where\n' | flow repl --echo examples/hello.flow
```

```
> tap next
  Welcome.shouldPerformSegue(Details)
…
  Details.didMove(Nav)
> :where
Nav (navigation) › Details
```

### flow graph

Draw the navigation graph of `.flow` files: scenes, containers, segues and unwinds. DOT, Mermaid,
JSON and text need nothing else; SVG and PNG run Graphviz's `dot` (exit 69 without it). A file
with errors prints its diagnostics and no graph (exit 65).

`flow graph <files> ... [--format dot|mermaid|svg|png|json|text] [-o/--output FILE] [--focus SCENE] [--depth N] [--unwinds each|collapsed|hidden] [--no-legend] [--check BASELINE]`

- `--format`: what to write (default `dot`); `text` is a canonical dump to commit as a baseline.
- `--unwinds each|collapsed|hidden`: how drawings (`dot`, `svg`, `png`) show unwind segues: each
  from its source to each scene it may reach (the default): an implementer that can be above the
  source along a path with no nearer scene that always accepts the action (UIKit's search stops
  at the nearest one, <doc:UIKitModel#Unwind-segues>); `collapsed`, an action used more than
  four times drawn through one point of its own (`⤺ done`), sources into it and it to the
  destinations, each once; or `hidden`. A 100-scene app's picture stays readable.
- `--no-legend`: leave the legend out of drawings. A drawing of more than 40 scenes says how to
  draw less (`--focus`, `--unwinds`) on standard error.
- `-o`, `--output FILE`: write to this file instead of standard output (`-` is standard output;
  see Output files above for devices, FIFOs and links).
- `--focus SCENE`: draw only the neighbourhood of this scene (`Name` or `Storyboard.Name`).
- `--depth N`: with `--focus`, how many edges away to draw (default 2).
- `--check BASELINE`: compare with a baseline written by `--format text`; exit 0 when the graph
  still matches, 1 with the differences when not.

```sh
flow graph --format svg examples/hello.flow -o hello.svg
flow graph --format text examples/recipes.flow > recipes.graph && flow graph --check recipes.graph examples/recipes.flow
```

### flow diff

How the navigation graph changed between two versions of a `.flow` file: scenes, relationships,
segues (kind, destination, style, guards) and unwinds added, removed or changed; comments and
layout do not count. Exits 0 when the graphs are the same, 1 when they differ, 65 when a file has
errors.

`flow diff <old> <new>`

```sh
flow diff examples/hello.flow new.flow     # new.flow presents Details as a form sheet
```

```
changed segue Main.Welcome button next: kind show -> present; style (none) -> formSheet
1 change: 0 added, 0 removed, 1 changed
```

### flow explore

Walk every state a person can reach, breadth first from the launch, so every path printed is a
shortest one. Reports UIKit exceptions and warnings, runtime errors, dead ends, presentations
that cannot be dismissed, push loops and what is never reached, and can write tests that cover
every reachable segue and unwind. On a terminal a progress line says how many scenes are reached
so far, of how many, and how fast the search goes. Ctrl-C stops the search and prints what was
found so far. Exits
65 when the file has errors, 0 otherwise (findings are output, not failures).

`flow explore <file> [--depth N] [--max-states N] [--max-stack N] [--actions LIST] [--initial SCENE] [--widths LIST] [--tests FILE] [--threads N] [--no-timing] [--format] [--color] [--quiet] [-W] [--allow-files]`

- `--depth N`: actions from the launch beyond which the search does not go (default 40).
- `--max-states N`: states to store before the search stops (default 200000).
- `--max-stack N`: the longest navigation stack or presentation chain a stored state may have
  (default 8). A state past it is a `growth` finding and is not stored; so is a state where a
  container is inside itself (a tab bar pushed onto the stack of one of its own tabs, which
  nests without end although no single stack grows): "'T' grows by nesting".
- `--actions LIST`: kinds of action, comma-separated: `tap`, `back`, `swipe-back`, `swipe-down`,
  `select`, `swipe-page` (`swipe next` and `swipe previous`), `outside`, `size`, `perform`
  (default: all). `perform` is what the app's code does: each manual segue (`segue "ID" -> …`,
  which only code performs) of a scene on screen, as `perform "ID"` on the visible scene or
  `perform "ID" from Scene` on a container or a scene beside it — in an imported app, most of
  the navigation.
- `--initial SCENE`: launch this scene, whatever the file's `initial` says (for an app that picks
  its root in code), as `flow run --initial` does.
- `--widths LIST`: width classes, comma-separated; the first is the launch's, two add `size`
  actions (default `compact`).
- `--tests FILE`: write tests that fire every reachable segue and unwind to this file. Its
  imports lead to the explored file's imports from wherever it is written; outside the explored
  file's folder, run it with `flow test --allow-files FOLDER` (a script may use only its own
  folder's files), as the command then says.
- `--threads N`: worker threads; the results do not depend on it (default 2).
- `--no-timing`: leave out the timing and memory figures (for reproducible output).

```sh
flow explore --no-timing examples/hello.flow
```

```
explore examples/hello.flow
  states             2
  transitions        3
  depth              1
  search             complete
  scenes reached     3 of 3
  segues fired       1 of 1
  unwinds performed  0 of 0
  controls tapped    1 of 1
```

### flow import

Turn Interface Builder storyboards into `.flow` files. Storyboards given together are imported
together (a reference to one of them becomes an `import`); what flow cannot express becomes a
comment in the output and a warning on standard error. Exits 65 when an input is not an iOS
storyboard, 66 when one cannot be read, 73 when an output file cannot be written or is not
replaced (below). The importer is the `flow-import` executable that `swift
build` puts beside `flow`; `flow import` runs it in its place, so no other command loads the XML
parser.

`flow import <files> ... [-o/--output PATH] [--sources FOLDER ...] [--force]`
`flow import --app FOLDER -o OUT [--force]`
`flow import --app FOLDER --check OUT`

- `-o`, `--output PATH`: the output file for one storyboard, a folder for several (default:
  standard output).
- `--sources FOLDER`: folders of Swift and Objective-C sources to scan for unwind actions and the
  code that moves between scenes (a presentation becomes `segue "method" -> present Scene`).
- `--force`: replace output files that flow import did not write, or that were changed since.
- `--app FOLDER`: import a whole app from its source folder: every storyboard in it (one per name:
  `Base.lproj` before other localisations; `Pods`, `Carthage`, `.build`, test targets and hidden
  folders skipped; the launch screen left out unless a storyboard embeds it) with every Swift and
  Objective-C file read as `--sources`, into the folder `-o` names, plus `App.flow`, the entry:
  it imports every storyboard, so `flow check`, `run` and `explore` of it see the whole app, and
  launches where the app does — Info.plist's `UIMainStoryboardFile` or scene manifest's
  `UISceneStoryboardFile`, the Xcode project's `INFOPLIST_KEY_…` settings, or the storyboard an
  app or scene delegate installs as the window's root. What was found, and where the launch was
  read, is said on standard error. Restoration identifiers are imported only when the app's code
  opts in to state restoration (`application(_:shouldRestoreSecureApplicationState:)`): otherwise
  UIKit restores nothing.
- `--check OUT` (with `--app`): write nothing; exit 0 when OUT is what importing would write, else
  1, naming each file that would change and what changes in the app's navigation, as `flow diff`
  says it. For CI: the storyboards or the code changed and nobody imported again.

Each file the importer writes carries a mark on its second line, a fingerprint of the rest of it.
Importing again replaces a file only when its mark still matches its text: a file with tests
appended, or one a person wrote, is refused with the way on, and nothing is written (exit 73).
Tests and scripts live in a file of their own that imports the generated one, and survive every
re-import:

```sh
flow import Main.storyboard --sources MyApp -o Main.flow && flow check Main.flow
cat > MainTests.flow <<'END'
import "Main.flow"
initial Main

test "the list is first" { expect visible == Main.RecipeList }
END
flow test MainTests.flow        # after the storyboard changes: flow import … -o Main.flow again
```

A whole app:

```sh
flow import --app MyApp -o Flows     # Flows/App.flow, Flows/Main.flow, Flows/Settings.flow …
flow explore Flows/App.flow          # every scene a person can reach, code-performed segues included
```

### flow lsp

The language server (LSP 3.17) over standard input and output; editors start it for `.flow`
files. Exits 0 after `shutdown` and `exit`, 1 when its input closes without them.

`flow lsp`

### flow studio

The file in a browser: its graph with the current state highlighted (clicking a segue that can
fire fires it), a phone showing the visible scene with its navigation bar, controls, tab bar,
sheets and popovers (tapping does what `tap` does; a greyed-out control says why not), the trace
of the last action, the tree, undo, reset and a width-class switch. Saving the file updates every
open page within a second, keeping its inputs; a file with errors shows its diagnostics instead of
the graph. Serves on loopback only, unless `--host` names another address; runs until Ctrl-C.
Needs Graphviz's `dot` for the graph. The server is the `flow-studio` executable that `swift build`
puts beside `flow`; `flow studio` runs it in its place, so no other command loads an HTTP stack.

`flow studio FILE [--port N] [--host ADDRESS] [--open] [--allow-files DIR]`

- `--port`: the port (default 8765; 0 picks a free one). The first line printed is the page's address.
- `--open`: open the page in the default browser (`xdg-open`).

```sh
flow studio examples/recipes.flow --open
```

### flow bench

Measure `flow check` phase by phase, the interpreter, the importer, the explorer, the graph
writer or the language server. Meant for a release build (`swift run -c release flow bench`).

`flow bench [--sizes LIST] [--shapes LIST] [--runs N] [--storyboards DIR] [--keep DIR] [--check-file FILE] [--import FILE] [--megabytes N] [--interpreter] [--scenes N] [--statements N] [--format text|json] [--explore] [--graph] [--deep] [--lsp] [--threads N]`

- `--sizes LIST`, `--shapes LIST`, `--runs N`: the generated sources' sizes in megabytes
  (default `1,2,4,8,16`), shapes (`chain`, `taps`, `nesting`) and timed repetitions (default 5).
- `--storyboards DIR`: a folder of `.storyboard` files to import and check, file by file.
- `--keep DIR`: leave the generated sources (and their JSON) in `DIR`, to profile or rerun them
  (run callgrind on `flow check DIR/taps-1MB.flow`).
- `--check-file FILE`: time `flow check FILE` and `flow run FILE` end to end (a new process each
  run), beside `true` (a process that does nothing) and flow printing its version (its own start,
  no file read), each command once per run, in turn. A file that cannot be read is refused (exit
  66); a command that fails is still timed, and its row ends `(exit N)`.
- `--import FILE`, `--megabytes N`: time `flow import` (the `flow-import` process, whole) on this
  storyboard's scenes repeated to N megabytes (default 5).
- `--interpreter`, `--scenes N`, `--statements N`, `--format`: run the interpreter on a generated
  storyboard (defaults 1000 scenes, 100000 statements); with `--segues`, a script that pushes a
  scene, taps a cell that fires an identified segue, taps a button that unwinds, and pops.
- `--explore`, `--graph`, `--deep`, `--lsp`: the explorer, the graph writer, deep stacks, the
  language server; `--threads N` for `--explore`.

```sh
swift run -c release flow bench --interpreter --scenes 100 --statements 1000 --runs 1
```

### flow help

`flow help` lists the subcommands and the reference topics; `flow help SUBCOMMAND` is the
subcommand's `--help`; `flow help TOPIC` prints an article of this catalog as Markdown:
`getting-started`, `language`, `model`, `checks`, `commands`, `embedding`, or a warning code
(`W104`, the same as `flow explain W104`). An unknown topic lists them and exits 64.

```sh
flow help language | less
```

"""#,
        "Embedding.md": #"""
# Embedding FlowKit

Load, check, run, test and explore `.flow` files from your own Swift code.

## Overview

FlowKit is the package's library product; the `flow` command line is a thin client of it. It
parses and checks storyboards, runs their scripts and tests against the simulated UIKit, keeps
interactive sessions, explores every reachable state, and prints reports exactly as `flow` does.
The libraries print nothing unless asked to and never exit: everything comes back as values,
through observers, or on a stream the caller opened. Their one global state is the names they
have read, each interned once per process (`Symbol`) in a table any thread may use and that is
never emptied: a long-running tool holds each distinct spelling it has seen once, not more as it
reparses the same files.

Add the package and depend on the product:

```swift
// Package.swift
dependencies: [.package(path: "../flow")],   // or the repository's URL
targets: [
    .executableTarget(name: "my-tool", dependencies: [.product(name: "FlowKit", package: "flow")]),
]
```

`examples/embedding` is a complete client: `flow-map` loads a file, crawls every control
reachable from launch with a ``Session`` and prints a Mermaid chart of the screens
(`cd examples/embedding && swift run flow-map ../recipes.flow`).

The snippets below are compiled and run by `Tests/FlowKitTests/EmbeddingArticleTests.swift`.

### Load a document and read its diagnostics

``FlowDocument/load(text:path:files:filePolicy:)`` checks source text;
``FlowDocument/load(path:files:filePolicy:)`` reads a file, and throws ``FlowDocument/LoadError`` only when the
file itself cannot be read. Problems inside the file are diagnostics, never thrown.

```swift
import FlowKit

let source = """
    storyboard Main
    initial Nav
    navigation Nav { root Welcome }
    scene Welcome { button next -> show Details }
    scene Details {}
    test "next shows the details" {
        tap next
        expect visible == Details
    }
    """
let document = FlowDocument.load(text: source, path: "hello.flow")
for diagnostic in document.diagnostics {
    print(diagnostic.severity, diagnostic.message)
}
if document.hasErrors { print(document.renderedDiagnostics()) }   // as `flow check` prints them
```

Imports are read through a ``FileProvider``: ``DiskFileProvider`` (the default for `load(path:)`)
or ``InMemoryFileProvider`` (the default for `load(text:)`), for an editor's unsaved buffers.
``FlowDocument/staticFindings(_:)`` runs the UIKit-aware static checks (W101 …, see
<doc:StaticChecks>).

### Run the script and the tests

``FlowDocument/runScript(options:observer:)`` is `flow run`: it launches the app, runs the
top-level statements and hands every trace item to the observer.
``FlowDocument/runTests(filter:options:each:)`` is `flow test`: each test on a freshly launched
app. When the document has errors nothing runs: `runScript` returns nil, `runTests` no results.

```swift
let outcome = document.runScript { item in print(item) }
print(outcome?.succeeded ?? false)

for result in document.runTests() {
    print(result.passed ? "✔" : "✘", result.name)
}
```

### Drive a session

A ``Session`` is an app launched at a width class (``Session/Configuration``) that you drive
with text, as the REPL does. ``Session/run(_:)`` takes a file's top-level items: statements run
at once on the app as it is, declarations (a scene, a `var`, a `test`) extend or replace the
storyboard. The initializer throws a ``SessionError`` when the document has errors.

```swift
let session = try Session(document: document)
let observation = session.observe { item in print(item) }   // every TraceItem, in order
let result = session.run("tap next\nexpect visible == Details")
print(result.succeeded, session.visibleScene ?? "-")        // true Details
observation.cancel()

let tree = session.snapshot()            // the hierarchy, a Codable HierarchySnapshot
print(tree != nil)
print(session.undo())                    // true: back to before the last input
print(session.visibleScene ?? "-")       // Welcome
print(session.script())                  // a .flow file that replays the session
```

``Session/events(bufferingPolicy:)`` delivers the same items as an `AsyncStream`.
``Session/history``, ``Session/globals``, ``Session/tappableControls`` and
``Session/completions(forLine:)`` are what an editor or a REPL needs.

Two questions answer themselves without changing the session. ``Session/whyNot(_:)`` runs a
statement on a throwaway copy of the app and says what it would do and why not the obvious;
``Session/path(to:depth:maxStates:)`` searches breadth first for the shortest statements that
make a scene visible:

```swift
print(session.whyNot("tap missing").text)
switch session.path(to: "Details") {
case .success(let answer): print(answer.text)
case .failure(let refusal): print(refusal)
}
```

Sessions serialise their calls and may be used from any thread; observers run on the calling
thread, inside the call. Sessions share nothing, so two run in parallel.

### Explore every reachable state

``FlowDocument/explore(options:)`` is `flow explore`: the `Explorer` (re-exported from
FlowExplore) walks every state a person can reach, within `ExploreOptions`' depth and state
limits, and reports findings (exceptions, dead ends, push loops, scenes never reached), each
with its shortest path. ``FlowDocument/coveringTests(of:maxSteps:)`` writes tests that cover
what it found.

```swift
if let exploration = document.explore(options: ExploreOptions(depth: 6)) {
    print(exploration.states, exploration.findings.map(\.message))
}
```

### Print what flow prints

The reporting layer writes the command line's output — text, JSON Lines, JUnit or SARIF — to
``ReportStream``s that you open (a file descriptor, or memory), and returns the
``CommandStatus`` the command would exit with:

- ``CheckReporter`` is `flow check` (diagnostics, the summary, SARIF),
- ``ScriptReporter`` is `flow run` (the trace, then the error that stopped the run),
- ``TestSuiteReporter`` is `flow test` (a line or object per test, the summary),
- ``MatrixReporter`` is `--matrix`: it writes a ``MatrixReport`` from
  ``FlowDocument/matrixTests(_:filter:options:)`` or ``FlowDocument/matrixScript(_:options:)``,
  every test on each width class and rule set (``MatrixAxis``).

```swift
let streams = ReportStreams.memory()
let status = TestSuiteReporter(format: .text, streams: streams).run([document])
streams.flush()
print(status, streams.output.text)

if let matrix = document.matrixTests(.width) {
    let matrixStreams = ReportStreams.memory()
    _ = MatrixReporter(streams: matrixStreams).write(matrix)
    matrixStreams.flush()
    print(matrixStreams.output.text)
}
```

`ReportStream.descriptor(1, useColor: true)` writes to standard output, as `flow` does.

### Decide which files a script may touch

A script may read and write files (`import`, `preserve to`, `restore from`). Every load takes a
`FilePolicy` (from FlowFiles, re-exported): `.unrestricted` (the default, for code that decides
for itself) or `.confined(toFolderOf:allowing:)`, which is what `flow` uses — the script's own
folder and the `--allow-files` folders, with `..` and symbolic links resolved before the check.

```swift
let confined = try FlowDocument.load(path: "examples/hello.flow",
                                     filePolicy: .confined(toFolderOf: "examples/hello.flow"))
print(confined.hasErrors)   // false
```

## Topics

### Documents

- ``FlowDocument``
- ``FileProvider``
- ``DiskFileProvider``
- ``InMemoryFileProvider``
- ``RunOutcome``

### Sessions

- ``Session``
- ``SessionResult``
- ``WhyNotAnswer``
- ``PathAnswer``

### Reporting

- ``CheckReporter``
- ``ScriptReporter``
- ``TestSuiteReporter``
- ``MatrixReporter``
- ``ReportStream``
- ``CommandStatus``

"""#,
        "GettingStarted.md": #"""
# Getting Started

Your first flow in five minutes: from a clone to a passing test of your own.

## Overview

You need a Debian (or Ubuntu) machine with Swift 6 and a clone of the repository. Everything
below runs from the repository's root; the outputs are real, trimmed only where it says so. The
file you write here is also `examples/hello.flow`, which the test suite checks and runs.

### Set up

```sh
bash .ci/setup && swift run -q flow run examples/recipes.flow   # check and run an example
.ci/run                                                          # build and run the test suite
```

The first line installs what the build needs when it is missing (`libedit-dev` for the REPL,
`graphviz` for `flow graph`'s pictures, `neovim` for the language server's end-to-end test), then
builds `flow` and runs an example. It prints the app's launch, one UIKit callback a line (18
lines; the first five shown):

```
launch compact                                                (automatic)
  RecipeList.willMove(Browse)
  RecipeList.didMove(Browse)
  Browse.willMove(Tabs)
  Browse.didMove(Tabs)
```

The second line, `.ci/run`, is optional: it runs the whole test suite and takes several minutes.

`swift run` builds into `.build/debug`. To type `flow` rather than `swift run -q flow`, put that
folder on your `PATH` (`swift build --show-bin-path` prints it):

```sh
export PATH="$(swift build --show-bin-path):$PATH"
```

### Write a flow

Create `hello.flow`: a navigation controller whose root is a `Welcome` scene, with a button that
shows a second scene, and a test that taps it.

```
storyboard Main
initial Nav

navigation Nav { root Welcome }

scene Welcome {
    title "Hello"
    button next -> show Details
}

scene Details { title "Details" }

test "next shows the details" {
    tap next
    expect visible == Details
}
```

`initial` names the view controller the app launches with. `show` in a navigation controller
pushes. A `test` block drives the app as a person would and checks what UIKit did;
<doc:Language> has every statement and declaration.

### Check it

```sh
flow check hello.flow
```

No output and exit code 0: no errors, no warnings. A mistake is reported with its place and, where
it can, the fix. In a copy, `typo.flow`, with `show Detials` instead of `show Details`,
`flow check typo.flow` exits 65 and prints:

```
typo.flow:8:25: error: unknown scene 'Detials'
    8 |     button next -> show Detials
      |                         ^~~~~~~
      = help: did you mean 'Details'?
typo.flow:11:7: note: 'Details' declared here
   11 | scene Details { title "Details" }
      |       ^~~~~~~
1 error, 0 warnings
```

`flow check` also runs the UIKit-aware static checks (<doc:StaticChecks>); `flow explain W104`
explains a warning's code.

### Run it

```sh
flow run hello.flow
```

`flow run` launches the app and runs the file's top-level statements (this file has none, so you
see only the launch), printing every view-controller callback in the order a device makes them:

```
launch compact                                                (automatic)
  Welcome.willMove(Nav)
  Welcome.didMove(Nav)
  Nav.viewDidLoad
  Nav.viewWillAppear(false)
  Welcome.viewDidLoad
  Welcome.viewWillAppear(false)
  Nav.viewDidAppear(false)
  Welcome.viewDidAppear(false)
```

### Test it

```sh
flow test hello.flow
```

```
✔ next shows the details
1 passed, 0 failed
```

The exit code is 0. A failing expectation says what it found: in a copy, `fail.flow`, with
`expect visible == Welcome`, the test fails and `flow test fail.flow` exits 1:

```
✘ next shows the details
    fail.flow:15: expect visible == Welcome
      left:  visible is Details
      right: Welcome
0 passed, 1 failed
```

### Explore it in the REPL

```sh
flow repl hello.flow
```

The prompt is the visible scene. Tap the button, look at the hierarchy, and take the tap back:

```
flow repl — :help for help, Ctrl-D to quit
Welcome> tap next
  Welcome.shouldPerformSegue(Details)
  Welcome.prepare(Details)
  segue Details: Welcome -> Details (push on Nav)
  Details.willMove(Nav)
  Details.viewDidLoad
  Welcome.viewWillDisappear(true)
  Details.viewWillAppear(true)
  Welcome.viewDidDisappear(true)
  Details.viewDidAppear(true)
  Details.didMove(Nav)
Details> :tree
window  compact · iOS 17
└─ Nav  navigation
   ├─ Welcome
   └─ Details  ◀ visible
Details> :undo
undone; Welcome is visible
Welcome>
```

`:why-not STATEMENT` says what a statement would do from here, and why not, without running it.
After `tap next`, the button is no longer on screen:

```
Details> :why-not tap next
it would fail:
  no scene a person can tap has the control 'next' ('next' belongs to 'Welcome')
  'next' is a control of Welcome, none of them on screen and uncovered (what a person sees: Nav (navigation) › Details)
```

Ctrl-D quits. `:help` lists every command; Tab completes. When standard input is not a terminal
the REPL reads lines without prompts, so a session can be scripted:
`printf 'tap next\n:tree\n' | flow repl --echo hello.flow`.

### Draw it

```sh
flow graph --format svg hello.flow -o hello.svg
```

This writes a picture of the scenes, the navigation controller's root relationship and the
segue, drawn by Graphviz's `dot` (installed by `.ci/setup`; without it the command exits 69).
`flow graph hello.flow` writes the DOT source instead, and `--format text` a canonical text to
commit and compare with `--check`:

```
# flow graph text 1
storyboard Main
initial Main -> Main.Nav
node Main.Details scene title "Details"
node Main.Nav navigation
node Main.Welcome scene title "Hello"
relationship Main.Nav root -> Main.Welcome
segue Main.Welcome button next -> show Main.Details
```

### Next

- <doc:Commands>: every command and option; `flow help commands` prints it in the terminal.
- <doc:Language>: the language, statement by statement.
- <doc:UIKitModel>: the UIKit behaviour flow simulates, rule by rule.
- `examples/`: larger flows (tabs, modals, unwinds, split views, state restoration).

"""#,
        "Language.md": #"""
# The flow language

The reference for `.flow` files: declarations, statements, expressions, events and what `flow`
prints.

A `.flow` file describes one storyboard of an iOS app: its scenes (view controllers), the
containers that hold them, the segues between them and the unwind actions they implement. It may
also carry a script — statements that drive the app as a person would — and tests that check what
UIKit would do. `flow` runs the file against a model of UIKit's view-controller machinery
(<doc:UIKitModel>) and prints what happens, event by event.

This page is the language's reference. Every fenced block of `.flow` source on it parses and
behaves as described; the test suite parses and formats each one (the trace sketch under
Output is not source). `grammar/flow.ebnf` is the exact grammar the parser accepts, and
the README records the choices made where this page is silent; both keep the spelling used here.

Comments in the code cite this page by file and section, for example
`Language.md, "Rules that decide what you see"`.

## A whole example

```flow
// Recipes: a tab bar app with a navigation stack, a modal editor and unwind segues.
storyboard Main
initial Tabs

tabs Tabs { Browse, Favorites; restoration "tabs" }

navigation Browse { root RecipeList; restoration "browse" }
navigation Favorites { root FavoriteList }

scene RecipeList {
    title "Recipes"
    restoration "recipes"
    cell recipe  -> show RecipeDetail id "showRecipe"
    button add   -> present AddRecipeNav style fullScreen transition coverVertical
    unwind cancelAdd
    unwind saveRecipe { set saved = saved + 1 }
}

scene RecipeDetail {
    restoration "detail"
    defines context
    button photo -> popover PhotoPicker
    button notes -> present Notes style overCurrentContext
}

navigation AddRecipeNav { root AddRecipe }

scene AddRecipe {
    button cancel -> unwind cancelAdd
    button save   -> unwind saveRecipe when recipeName != ""
}

scene FavoriteList {}
scene PhotoPicker { size 320 x 480 }
scene Notes {}

var saved = 0
var recipeName = ""

test "adding a recipe and cancelling returns to the list" {
    tap add
    expect visible == AddRecipe
    expect presented(RecipeList) == AddRecipeNav
    tap cancel
    expect visible == RecipeList
    expect saved == 0
}

test "saving counts" {
    tap add
    set recipeName = "Soup"
    tap save
    expect saved == 1
    expect stack(Browse) == [RecipeList]
}
```

`flow run recipes.flow` runs the file's top-level statements (here there are none besides the
declarations) and prints the trace. `flow test recipes.flow` runs every `test` block, each on a
freshly launched app, and ends with the line `N passed, N failed`.

## Lexical rules

- Source is UTF-8. Comments run from `//` to the end of the line, or between `/*` and `*/`;
  block comments nest.
  A line comment `// flow: allow W104` is still a comment to the language; `flow check` reads it to
  silence that static check on the next line, on its own line when it ends one, or in the whole
  file among the comments that open it (<doc:StaticChecks>).
- A name is a letter or `_` followed by letters, digits and `_`. By convention scene names are
  UpperCamelCase and controls and actions lowerCamelCase. A name may be qualified by its
  storyboard: `Settings.Root`.
- Strings are written `"…"` and take the escapes `\"`, `\\`, `\n`, `\t` and `\u{1F600}`. Integers
  are written `42`, decimals `0.35`, percentages `40%`; the booleans are `true` and `false`.
- A statement ends at a newline or a `;`; `{ … }` groups statements. Keywords are contextual:
  they are reserved only where a name could not stand, so `title`, `size` and `root` can still be
  used as names.

## Declarations

| form | meaning (UIKit) |
| --- | --- |
| `storyboard Main` | names this file's storyboard (by default, the file's base name) |
| `import "Settings.flow"` | loads another storyboard, whose scenes are then `Settings.X` (a storyboard reference); two files may import each other |
| `initial X` | the storyboard's initial view controller, the window's root at launch; after an `import`, a storyboard's name alone (`Settings`) stands for its initial scene |
| `scene X { … }` | a content view controller |
| `navigation X { root Y }` | a UINavigationController with its root-view-controller relationship |
| `tabs X { A, B, C }` | a UITabBarController; tabs in the order written, the first one selected |
| `split X { primary A; secondary B }` | a UISplitViewController |
| `split S { columns triple; primary A; supplementary B; secondary C; compact D }` | a column-style split view (iOS 14): each column in a navigation controller `SPrimary`, `SSupplementary`, `SSecondary`, `SCompact` |
| `display oneOverSecondary` | a column-style split view's preferred display mode |
| `show column primary` [`in S`] | a column-style split view's show(_:) of a column |
| `container X { embed A; embed B }` | a custom container with embed segues (child view controllers) |
| `manual appearance` | a custom container's shouldAutomaticallyForwardAppearanceMethods returns false |
| `size regular` (in a view controller) | its own traitOverrides (iOS 17) of the horizontal size class |
| `embed Split size regular` | the container overrides the child's horizontal size class (`setOverrideTraitCollection(_:forChild:)`) |
| `animator X { duration 0.35; interactive }` | a custom animator (UIViewControllerAnimatedTransitioning, optionally interactive) |
| `presenter X { frame 0.5 x 1.0; dims; removes presenter }` | a custom UIPresentationController: the presented view's share of the container, a dimming view, and whether the presenting view is removed (`shouldRemovePresentersView`; by default it stays) |
| `pages X { A, B }` | a UIPageViewController with its pages, the first one shown (only the displayed page is a child; scroll transition) |
| `pages X { A, B; transition pageCurl }` | one that turns with page curls |
| `var x = expr` | a script variable, global to the file |
| `platform iOS 12` | the sheet rules from before iOS 13 (<doc:UIKitModel>); by default, current iOS |

### Members

Members of `scene`, and of the containers where they make sense (after a container's children:
`tabs Tabs { Browse, Favorites; restoration "tabs" }`, `navigation Browse { root RecipeList; defines context }`):

| member | meaning |
| --- | --- |
| `title "…"` | the title, shown in traces and trees |
| `restoration "id"` | restorationIdentifier; without one the scene is not preserved |
| `defines context` | definesPresentationContext = true |
| `provides transition` | providesPresentationContextTransitionStyle = true, with the scene's own `transition T` |
| `style S` / `transition T` | the scene's own modalPresentationStyle / modalTransitionStyle, used when it is presented without one |
| `size W x H` | preferredContentSize |
| `adapts S` / `adapts none` | the style the adaptive presentation delegate returns for compact width (`none`: do not adapt) |
| `modal in presentation` | isModalInPresentation: a sheet refuses the swipe-down dismissal |
| `detents medium, large` / `undimmed medium` | the scene's sheet's detents (shown first at the smallest; a number is a custom height in points) and largestUndimmedDetentIdentifier |
| `discard secondary [when EXPR]` | split views: the delegate's splitViewController(_:collapseSecondary:onto:) returning true (traced as `Split.collapseSecondary(Detail)`): collapsing keeps the primary alone and the secondary is discarded, as the Master-Detail template does while the detail shows nothing |
| `select Tab when EXPR` | tab bars: the delegate's tabBarController(_:shouldSelect:) for that tab, asked when a person taps it (`select` in the script or a test, traced as `Tabs.shouldSelect(Tab)`), not for a `select` in a hook; false keeps the current tab |
| `TRIGGER -> SEGUE` | a segue fired by a control |
| `unwind action [when EXPR] [{ … }]` | the scene implements the unwind action `action`; `when` is its canPerformUnwindSegueAction; the block is its body |
| `var x = expr` | an instance variable: every instance of the scene has its own (it is what `prepare` passes and what state restoration encodes) |
| `on EVENT { … }` | a lifecycle hook: `viewDidLoad`, `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear` |

### Triggers

`button NAME`, `cell NAME`, `accessory NAME` (a cell's detail button), `item NAME` (a bar button
item) and `gesture NAME` are controls a person can tap. `segue "ID"` is a manual segue, fired only
by `perform "ID"` (which fires whichever segue of the visible scene has that identifier) or
`perform "ID" from Scene` (the segue of that scene, which must be alive: code performs a segue on
the controller it runs in, often a container or a child that is not the visible scene).
`flow explore` fires the manual segues of every scene on screen, as an app's code would.

### Segues

A segue is written `KIND DESTINATION OPTIONS…`.

| kind | Interface Builder name | what it does |
| --- | --- | --- |
| `show D` | Show (e.g. Push) | `show(_:sender:)`, routed by `targetViewController(forAction:)`: a navigation controller pushes, otherwise the destination is presented modally |
| `detail D` | Show Detail (e.g. Replace) | `showDetailViewController`: a split view replaces or pushes its secondary, otherwise the destination is presented modally |
| `present D` | Present Modally | a modal presentation with the segue's style and transition |
| `popover D` | Present as Popover | a popover anchored at the trigger; it adapts in compact width |
| `custom D "Name"` | Custom | a custom segue; its `perform` presents D without animation unless a `perform { … }` option says otherwise |
| `unwind action` | Exit | an unwind segue to whichever view controller implements `action` (an action that no scene implements is a warning, not an error: UIKit just finds no destination at run time) |

### Segue options

Options come in any order:

- `id "ID"`, `style S`, `transition T`, `animator A`, `presenter P`, `animated false`;
- `anchor NAME`: a popover's anchor control (by default, the trigger; a manual popover segue
  needs one);
- `perform { … }`: a custom segue's perform; its statements run on the source;
- `when EXPR`: shouldPerformSegue; a false guard cancels the segue silently;
- `prepare { … }`: prepare(for:sender:) on the source; `destination` names the new instance, so
  `set destination.recipe = name` passes data forward.

### Names in bodies

Inside a scene's hooks, unwind bodies and segue blocks, a bare name is the instance's own
variable, or else a global. `destination.x` (in `prepare`) and `source.x` (in an unwind body: the
unwind segue's source) reach the other instance. In scripts, `RecipeDetail.x` is the variable of
the newest live instance of that scene.

### Styles

Presentation styles: `automatic`, `fullScreen`, `overFullScreen`, `pageSheet`, `formSheet`,
`currentContext`, `overCurrentContext`, `popover`, `custom`, `none`. Transition styles:
`coverVertical`, `flipHorizontal`, `crossDissolve`, `partialCurl`.

## Statements

Statements make up scripts, test bodies, unwind and hook bodies, and what is typed at the REPL.

| statement | meaning |
| --- | --- |
| `launch [compact\|regular]` | a new window and app: instantiate the initial scene; the width class is `compact` by default |
| `tap NAME` / `tap Scene.NAME` | a person taps a visible, interactive control; qualify the name when two visible scenes have it |
| `tap outside` | a tap outside a popover (it dismisses the popover) |
| `perform "ID" [from Scene]` | performSegue(withIdentifier:) on the visible scene, or on Scene (an instance alive in the app: `Scene`, `Scene#2`) |
| `present D [style S] [transition T] [animator A] [presenter P] [animated false] [from NAME] [on X]` | present(_:animated:) called on the visible scene, or on X, with a new instance of D; `from` names the popover's anchor control |
| `show D` / `detail D` | show / showDetailViewController from the visible scene |
| `push D` · `pop` · `pop to D` · `pop to root` | the nearest navigation controller's push / pop; each takes `animated false`, like `present`, `dismiss` and `select` |
| `set Nav.viewControllers = [List, Detail]` [`animated true`] | UINavigationController's `viewControllers` setter (`setViewControllers(_:animated:)` with `animated true`): each name is the instance of that scene already on the stack (`#N` picks one), else a new one; one transition to the new top, like a push or a pop; on `pages`, `[Page]` turns to that page |
| `push D#1` · `present D#2` · `show D#1` | the same with an instance that exists (as code that kept it would): UIKit's exceptions for one already on the stack or on screen |
| `dismiss [X]` | dismiss(animated:) called on the visible scene, or on X |
| `unwind action` | fires an unwind segue from the visible scene |
| `select Tab` / `select 2` | the user picks a tab |
| `size regular` / `size compact` | the width class changes (rotation, multitasking): adaptivity |
| `swipe back to 40% then cancel` / `… then finish` | an interactive pop; `swipe down …` is an interactive dismissal of a sheet, or of a presentation with an interactive animator |
| `select More` | the More tab of a tab bar with more than five tabs (compact width; eight fit in regular); `stack(More)`, `MoreList` name UIKit's More navigation controller and its list |
| `swipe up` | a person drags the topmost sheet to its next larger detent (`swipe down` goes one smaller, and dismisses only from the smallest) |
| `swipe next` / `swipe previous` [`to 40% then cancel`] | a person turns the page of the page view controller on screen (see the README's UIKit model for the order) |
| `embed D in C` / `unembed D` | addChild / removeFromParent on a custom container |
| `replace A with B` [`animated false`] | a custom container's transition(from:to:…): A leaves, a new B joins |
| `begin appearing X` / `begin disappearing X` / `end appearance X` | beginAppearanceTransition / endAppearanceTransition, for a container with `manual appearance` |
| `preserve [to "path"]` / `restore [from "path"]` | state preservation, then a relaunch that restores it; a path is relative to the script's folder, and the command line confines it there unless `--allow-files` says otherwise |
| `timeline { … }` | runs the statements inside without waiting for the app to become idle between them, so they can act in the middle of a transition; `wait 0.2` inside advances the virtual clock |
| `wait 0.2` | advances the virtual clock (outside a timeline: waits on an idle app) |
| `alongside { … }` | in a hook: runs with the current transition (the transition coordinator) |
| `expect EXPR ["message"]` | an assertion; a failure names the line, the expression and both values |
| `expect events { A.viewWillDisappear; B.viewWillAppear … }` | exactly these callback events happened in the previous statement, in this order (layout events aside unless named) |
| `expect order { E; E … }` | these events happened in the previous statement in this relative order; others may come between |
| `expect no { E; E … }` | none of these events happened in the previous statement |
| `expect warning "text"` | the previous statement logged a UIKit warning containing the text |
| `set x = EXPR` · `if EXPR { … } else { … }` · `repeat N { … }` | plain script control |
| `print EXPR` · `print tree` · `print events` | write to the output |
| `test "name" { … }` | a test, run on a freshly launched app |

Before the first statement that needs an app, the app launches by itself. Every statement except
those inside a `timeline` runs until the app is idle (its transitions finished) before the next
one starts.

### Expressions

Expressions are made of:

- literals, and `nil`;
- names: a variable, else a scene, else a presentation or transition style or a width class, so
  `style(B) == overFullScreen` and `size == regular` read as written;
- lists `[A, B]`;
- the operators `+ - * / %`, `== != < <= > >=` and `&& || !`, and parentheses;
- the queries `visible` (the scene on top), `presented(X)`, `presenting(X)`, `stack(Nav)`,
  `selected(Tabs)`, `children(C)`, `size`, `count(list)`, `exists(X)` (an instance of X is in the
  hierarchy), `style(X)` (the style X's presentation ended up with after adaptation),
  `detent(X)` (the detent X's sheet rests at: `medium`, `large`, or `nil`) and `restored(X)` (X
  came back from the archive).

An instance compares equal to a scene's name when it is an instance of that scene
(`visible == RecipeDetail`); `RecipeDetail#2` names one instance, and `RecipeDetail#1` the first
(the one the trace names without a number).

## Rules that decide what you see

- *The previous statement* (for `expect events/order/no/warning`) is the last statement that is
  not an `expect` or a `print`; a `timeline`, `if` or `repeat` counts as one statement.
  `expect events { }` means no callbacks at all (layout events and warnings aside).
- `flow run` always launches the app, even for a file of declarations only; its trace starts with
  the launch. A `test` launches lazily, before its first statement that needs an app, unless the
  test starts with `launch`, which replaces that automatic launch.
- Globals are reset for each test, kept across `launch` and `restore`, and never archived.
  Instance variables belong to their instance and are archived with it.
- Instances are named when they are created — the scene's name, then `#2`, `#3`, … for the lowest
  free suffix while another instance of the scene is alive — and are never renamed; `launch` and
  `restore` start the numbering again. Where a statement or query names a scene (`dismiss X`,
  `on X`, `pop to D`, `presented(X)`), it means that scene's newest live instance; if none is
  alive that is a runtime error, except for `exists` and `restored`, which give false.
- `visible` descends from the topmost presentation: a navigation controller's top child, a tab
  bar controller's selected child, an expanded split view's secondary, a custom container's last
  child. Only controls of scenes in the topmost presentation's tree can be tapped.
- `presented(X)` and `presenting(X)` are UIKit's properties. `presented(X)` is what X or one of
  its ancestors presents (so `presented(RecipeList) == AddRecipeNav` although Tabs presents it);
  `presenting(X)` is the controller that actually presents X's presentation. A query that finds
  nothing gives `nil`.
- `select 2` counts from 1; selecting a tab that does not exist is a runtime error.
- Statements in hooks, unwind bodies and `prepare`/`perform` blocks run where UIKit calls them,
  without waiting for the app to become idle (as in a `timeline`); `test`, `launch`, `restore`
  and `tap` are not allowed there. There, a statement that calls a view controller method
  (`present`, `dismiss`, `perform`, `show`, `detail`, `push`, `pop`) is called on the instance
  whose hook or body it is (`self`, as that controller's own code would call it; `push` and `pop`
  go through its navigation controller), not on the visible scene; `on X` still names another.
- In `flow test`, a runtime error or a UIKit exception fails its test and the run goes on. With
  `--strict`, a warning fails its test unless the next statement is an `expect warning` for it.
- At the REPL prompt, declaring a name that already exists replaces its declaration.

## Grammar notes

- A block's `{` stands on the same line as its header; `else` stands on the line of the `}`
  before it. A newline ends a statement, except inside `( )` and `[ ]` and after a binary
  operator or a comma. `when EXPR` ends where the expression cannot continue; options may follow
  a block.
- A container's braces start with its children (`tabs X { A, B; restoration "t" }`): names
  separated by commas, with newlines allowed after a comma. Members follow after a `;` or a
  newline.
- Contextual keywords win where they can start a form (`pop to root`, `tap outside`,
  `print tree`, `expect events {`); qualify a name (`Main.root`) to mean the name. A variable
  named like a query (`size`) shadows the query, with a warning.
- Sizes are written `320 x 480`, frames `0.5 x 1.0`. A number directly followed by `%` is a
  percentage (`40%` is 0.4); a `%` after a space is the remainder operator. `RecipeDetail#2` is
  one token. Numbers follow Swift: integers stay integers, and mixing an integer with a decimal
  gives a decimal.
- Dotted names resolve as storyboard, then scene, then variable or control: `Settings.Root`,
  `RecipeDetail.count`, `destination.recipe`, `tap RecipeList.add`.

## Events

Every UIKit callback the model makes is an event, written `Receiver.method` or
`Receiver.method(argument)`: the receiving instance (`RecipeDetail`, `RecipeDetail#2`, or a
declared `animator` or `presenter` name), the Swift method's base name, and the one argument that
tells calls apart — the `animated` flag, a parent (`nil` when leaving), a segue identifier (the
destination scene's name when the segue has none), an unwind action, a width class, a progress
or a completed flag.

The table below is normative. Where a name is not a UIKit method's (the unwind action, the
completion handlers) it is spelled as shown. An unwind segue without an `id` has its action's
name as its identifier. Arguments are written as names, `nil`, `true`/`false`, percentages, or
strings for identifiers that are not names (`A.prepare("show recipe")`). In `expect` blocks an
event written without its argument matches any argument.

| events | example |
| --- | --- |
| loading, appearance, layout | `B.viewDidLoad`, `B.viewWillAppear(true)`, `A.viewDidDisappear(false)`, `B.viewWillLayoutSubviews` |
| containment | `B.willMove(Browse)`, `B.didMove(nil)` |
| traits and size | `A.willTransition(regular)`, `A.viewWillTransition`, `A.traitCollectionDidChange` |
| segues | `A.shouldPerformSegue(showRecipe)`, `A.prepare(showRecipe)`, `D.unwind(saveRecipe)`, `C.canPerformUnwindSegueAction(saveRecipe)`, `Browse.unwind(for: RecipeList)` |
| completions | `A.presentCompletion`, `A.dismissCompletion` (the handler of the statement's present or dismiss) |
| transitions | `Fade.transitionDuration`, `Fade.animateTransition`, `Fade.updateInteractiveTransition(40%)`, `Fade.completeTransition(true)`, `Fade.animationEnded(true)` |
| presentation controllers | `Half.presentationTransitionWillBegin`, `Half.presentationTransitionDidEnd(true)`, `Half.dismissalTransitionWillBegin`, `Half.dismissalTransitionDidEnd(false)` |
| sheet delegate | `B.presentationControllerShouldDismiss`, `B.presentationControllerWillDismiss`, `B.presentationControllerDidDismiss`, `B.presentationControllerDidAttemptToDismiss` |
| restoration | `B.encodeRestorableState`, `B.decodeRestorableState` |

Besides callbacks, the trace says in words what happened —
`segue showRecipe: RecipeList -> RecipeDetail (push on Browse)`,
`present AddRecipeNav on Tabs (fullScreen)`, warnings, errors. `expect` matches only callbacks and
warnings.

## Output

- `flow run F` launches the app, runs the file's top-level statements and prints the trace: each
  statement, then the events it caused, indented, in the order UIKit would cause them —
  `RecipeDetail.viewDidLoad`, `RecipeList.viewWillDisappear(true)`,
  `segue showRecipe: RecipeList -> RecipeDetail (push on Browse)`, and the warnings UIKit would
  log. Instances are named by scene; while two instances of one scene are alive, the second is
  `RecipeDetail#2`. The content follows <doc:UIKitModel>; the layout looks like this (the README's
  "Trace format" gives the exact spacing):
  ```text
  tap recipe                                                    recipes.flow:61
    RecipeList.shouldPerformSegue(showRecipe)
    RecipeList.prepare(showRecipe)
    segue showRecipe: RecipeList -> RecipeDetail (push on Browse)
    RecipeDetail.willMove(Browse)
    RecipeDetail.viewDidLoad
    RecipeList.viewWillDisappear(true)
    RecipeDetail.viewWillAppear(true)
    RecipeList.viewDidDisappear(true)
    RecipeDetail.viewDidAppear(true)
    RecipeDetail.didMove(Browse)
  print tree
    window  compact · iOS 17
    └─ Tabs  tabs, selected Browse
       ├─ Browse  navigation
       │  ├─ RecipeList
       │  └─ RecipeDetail  ◀ visible
       └─ Favorites  navigation · not loaded
  ```
- `--format json` writes one JSON object per event (JSON Lines) for other tools.
- `print tree` draws the window's hierarchy: containers, children, who presents whom and with
  which resolved style.
- Errors name the file, line and column, show the line with a caret, and suggest the nearest
  name when a name is unknown. UIKit's exceptions (pushing a navigation controller, an unknown
  segue identifier, a popover without an anchor) stop the script with a runtime error. UIKit's
  warnings (presenting on a controller that is already presenting) are printed and the statement
  has no effect, as on a device; `--strict` makes warnings errors.

## See Also

- <doc:UIKitModel>
- <doc:StaticChecks>

"""#,
        "RealApps.md": #"""
# Real apps

How far `flow import --app` gets on open-source apps it was not written for: what it reaches,
what it warns about, and what it misses, judged by reading each app's code.

## Overview

An app's navigation lives in two places: the storyboards, which draw segues and containers, and
the code, which performs segues, instantiates controllers by storyboard identifier and presents
or pushes them. `flow import --app FOLDER -o OUT` reads both (the Swift with the compiler's own
parser) and writes one `.flow` per storyboard plus `OUT/App.flow`, the entry, which launches where
the app does. Then:

```sh
flow import --app MyApp -o Flows                          # what was found, on standard error
flow check Flows/App.flow                                 # every check, on every storyboard, once
flow explore Flows/App.flow --max-states 20000 --no-timing
```

`flow explore` fires what a person does (taps, back, swipes, tabs) and what the app's code does
(each manual segue of a scene on screen, `perform "ID" [from Scene]`), so a scene reached only
through code is reached.

## The apps

Each app was fetched at the commit named, imported whole, checked and explored with the commands
above. "Reachable" is a person's view: a scene is reachable when someone using the shipping app on
an iPhone can get to it — by a tap, a menu, an alert, a SwiftUI screen that embeds the
controller — judged scene by scene from the storyboards and the Swift code (a setting, an account
or a hardware condition counts as reachable). The explorer's reached scenes were all reachable:
it finds no scene the app cannot show.

| app | commit | storyboards | scenes | reachable | explore reaches | coverage | `flow check App.flow` |
| --- | --- | --- | --- | --- | --- | --- | --- |
| Tiny (written for the tests) | — | 2 | 5 | 5 | 5 | 100 % | 0 warnings |
| GoMap (bryceco/GoMap) | 9d471e27 | 12 | 48 | 48 | 42 | 88 % | 0 warnings |
| Delta (rileytestut/Delta) | adee3c5c | 6 | 40 | 38 | 22 | 58 % | 1 warning |

Before this round (importing each storyboard on its own, code as comments), the same apps gave:
GoMap, explore from its main storyboard 6 of 9 of that storyboard's scenes and nothing beyond it;
Delta, 3 of 38 from Main (its launch screen performs every segue from code), and 13 warnings on its
six files, of which 9 were false (unwind actions implemented in the storyboard that references the
file, scenes code instantiates by identifier reported unreachable).

What the import says on standard error, per app (GoMap, then Delta): 221 and 243 source files read;
103 and 89 calls that move between scenes linked to scenes; 2 and 0 calls not understood
(`performSegue` on a receiver whose class is not known: GoMap's `mainView.performSegue` in a map
marker and `presenter.performSegue` after a dismissal, both listed with file and line); the launch
read from the app's Info.plist; the launch screen and GoMap's share extension's storyboard left
out.

### What the warnings are

GoMap: none. Delta: one, true of the model and worth knowing: its `PageViewController`'s pages
come from a data source in code, which flow does not read (the page view controller is declared
empty). No false warning of the kinds found before this round remains on either app: no
unwind action reported unimplemented when another storyboard implements it, no scene that code
instantiates reported unreachable, no `missing-initial` for a storyboard entered by reference, no
placement warning (`show` presents modally) for a storyboard another pushes.

### What is missed, and why

- **SwiftUI** (Delta, 14 of its 16 missed scenes). Delta's settings button shows
  `UIHostingController(rootView: SettingsView())`; SwiftUI `NavigationLink`s open storyboard
  controllers through `UIViewControllerRepresentable` wrappers, some several SwiftUI views deep.
  flow does not model SwiftUI content yet (issue 55).
- **Presenting from code that is not a view controller** (GoMap, 6 missed scenes): a text-field
  subclass in the tag editor presents `HeightViewController.instantiate()` and the Panoramax
  viewer through `owner.viewController?.present`; a map marker presents the quest solver; the
  turn-restriction editor is presented by the map view. The importer reads these calls but cannot
  tell which scene the object belongs to, so they are not linked (and the two `performSegue`s of
  that kind are listed as not understood). Delta's other 2 missed scenes are the same case: an
  import-option struct presents the GamesDatabase storyboard's initial controller.
- **Factories, followed once**: a method that makes a controller (`QuestBuilderController
  .instantiateWith(quest:)`) is followed to what it instantiates, one level deep; a factory that
  calls another factory is not.

## Figures

`flow import --app` with a release build (`swift build -c release`), timed whole by
`farm-bench -n 5` (five runs after a warm-up; median, with the range) on this 2-core machine, at
ae154d1:

| input | storyboards | source files | wall | peak memory |
| --- | --- | --- | --- | --- |
| GoMap | 12 | 221 | 0.38 s (0.38–0.45) | 35 MiB |
| Delta | 6 | 243 | 0.36 s (0.29–0.40) | 35 MiB |
| GoMap, GoMap's storyboards again under other names, and Delta, in one folder | 31 | 427 | 0.63 s (0.62–0.65) | 37 MiB |

The issue's bound is 10 s for a 30-storyboard app. The explorer on GoMap stops at
`--max-states` (its tag editor's feature picker pushes itself without limit, which the explorer
reports as growth); how far it gets in how much memory is the explorer's benchmark's business
(issue 53).

## Topics

- <doc:Commands>
- <doc:StaticChecks>

"""#,
        "StaticChecks.md": #"""
# Static checks

What `flow check` warns about beyond the language: UIKit rules that Xcode only shows on a device.

## Overview

After a file parses and resolves without errors, `flow check` runs the static checks over its
navigation graph — the graph `flow graph` draws, with unwind segues resolved by the same static
unwind search (`FlowGraph`'s `UnwindResolver`). Each finding has a stable code, `W101` …, printed
after the severity and kept as `code` in JSON and as `ruleId` in SARIF; its `id` is a kebab-case
name like every other diagnostic's. `flow explain CODE` prints the UIKit rule behind a code and the
documentation it comes from. The checks never run on a file with errors, report a finding once
however many paths lead to it, and are linear in the size of the file: every table (node
positions, relationship parents, implementers by action, names read and written) is built once.

Where a scene can be — in a navigation stack, a split view, presented — is worked out from the
`initial` scene. A storyboard without one is entered through references or code at the scenes
nothing in it leads to: the checks start there, taking those scenes to be anywhere. `flow check`
of an app's entry (`App.flow` of `flow import --app`) checks every storyboard it imports, each
once, and takes an imported storyboard's `initial` scene to be anywhere too: where it is pushed or
presented is the entering storyboard's business, not a finding of its own.

```
main.flow:2:27: warning[W104]: 'Home' is never inside a navigation controller or a split view: 'show' presents 'Detail' modally from it
    2 | scene Home { cell item -> show Detail }
      |                           ^~~~
      = help: embed 'Home' in a navigation controller, or write 'present' to say what UIKit does
main.flow:2:7: note: 'Home' is declared here
    2 | scene Home { cell item -> show Detail }
      |       ^~~~
```

## The checks

| code | id | finds | UIKit's rule |
| --- | --- | --- | --- |
| W101 | `unreachable-scene` | a scene or container no path reaches from the `initial` scene, in a file that declares one (segues, relationships, imports, and `present`/`show`/`detail`/`push`/`embed` statements count; children of an unreachable container are not repeated) | <doc:UIKitModel#Segues> |
| W102 | `unknown-unwind-action` | an unwind segue whose action no scene implements (the front end's warning, now with a code) | <doc:UIKitModel#Unwind-segues> |
| W103 | `unwind-destination-never-below` | an unwind whose implementers can never be above the source; a note at each implementer says why (the first three, then "and N more scenes implement 'done'"; `--format json` lists them all, with the action's first warning) | <doc:UIKitModel#Unwind-segues>, step 2 |
| W104 | `show-presents-modally` | `show` from a scene that is never inside a navigation controller nor a split view (which handles `show` itself): UIKit presents modally | <doc:UIKitModel#Segues> |
| W105 | `detail-presents-modally` | `detail` from a scene never inside a split view | <doc:UIKitModel#Segues> |
| W106 | `popover-without-anchor` | a `present` segue with style `popover`: no source view, an exception in regular width | <doc:UIKitModel#Popover> |
| W107 | `presentation-without-dismissal` | a popover or sheet that adapts to full screen in compact width (iOS 12, or `adapts fullScreen`), or a sheet with `modal in presentation`, whose scene has no segue, unwind or hook | <doc:UIKitModel#Presentation>, rule 3 |
| W108 | `push-navigation-controller` | `show` to a navigation controller from inside a navigation stack: UIKit throws | <doc:UIKitModel#Navigation-controller> |
| W109 | `relationship-child-as-destination` | a segue to a child of a tab bar, page view or custom container: a second instance | <doc:UIKitModel#Launch> |
| W110 | `tabs-overflow-into-more` | a tab bar with more than five tabs | <doc:UIKitModel#Tab-bar-controller> |
| W111 | `restoration-without-parent` | a restoration identifier under a container without one: never preserved | <doc:UIKitModel#State-preservation-and-restoration> |
| W112 | `constant-guard` | a `when` on a segue or an unwind action made only of literals | <doc:UIKitModel#Segues> |
| W113 | `variable-never-read` | a global or instance variable nothing reads | |
| W114 | `variable-never-written` | a variable no `set` writes (only with `--warnings all`) | |
| W115 | `unbounded-self-push` | a manual `show` segue from a scene to itself that its own hook performs outside any `if` | <doc:UIKitModel#Navigation-controller> |
| W116 | `tab-bar-not-root` | a tab bar controller held by another container or pushed | Apple, `UITabBarController` |

Duplicate segue identifiers on one scene are already an error of the front end
(`duplicate-declaration`), so they have no code.

Where a check needs UIKit's own logic it calls the rule the model runs: how a style resolves and
adapts in compact width is `PresentationStyle.resolvingAutomatic(preSheetRules:)` and
`adaptedToCompactWidth(preSheetRules:delegateStyle:)` in FlowVocabulary, which FlowModel's
presentation calls too.

## Configuration

- `// flow: allow W104` on the line before a finding, or at the end of its line, silences it;
  the same comment among the comments that open the file silences the codes for the whole file.
  Codes are separated by spaces or commas: `// flow: allow W101, W113`.
- `flow check --warnings none|default|all`: no static check, every check but the pedantic ones
  (W114), or every check.
- `flow check --strict`: the findings are errors (`error[W104]`), and the exit status is 65.
- `flow check --format sarif` writes one SARIF 2.1.0 log for all files on standard output, for
  code-scanning services; `--format json` writes JSON Lines with `"code"` after `"id"`.

## See Also

- <doc:Language>
- <doc:UIKitModel>

"""#,
        "UIKitModel.md": #"""
# The UIKit model

What `flow` simulates of UIKit's view-controller machinery, and in which order.

`flow` executes a `.flow` file (<doc:Language>) against a model of UIKit's view-controller
machinery, `Sources/FlowModel`. The model is the product: an iOS developer must be able to trust
that what `flow` prints is what UIKit would do, in the same order. This page is the behaviour the
model implements.

Apple's *View Controller Programming Guide for iOS* is the primary source, and Apple's UIKit
reference the second (see Sources, below). Where both are silent, the model does what a
real device does, and the code says so in a comment naming the source it relied on; the README's
"The UIKit model" lists those choices.

Callbacks are named here by their Swift signatures. The trace and `expect` spell them as
<doc:Language>'s Events section says: `willMove(toParent: Nav)` is the event `B.willMove(Nav)`.

The default platform is current iOS (13 and later). The declaration `platform iOS 12` switches to
the sheet rules from before iOS 13 described below; nothing else changes with it.

Comments in the code cite this page by file and section, for example
`UIKitModel.md, Presentation, rule 4`.

## Instances

- A scene is a class; each instantiation is a view controller instance. Instances are named by
  scene, `RecipeDetail`; while two instances of one scene are alive, the later ones are
  `RecipeDetail#2`, ….
- An instance is created by the launch (the initial scene and its relationship and embedded
  children), by a segue (its destination), or by a script statement (`present D`, `push D`, …).
- The window has one root view controller. Each instance has at most one parent (containment)
  and, if it is the root of a presented subtree, one presenting view controller.
- flow bounds the hierarchy where UIKit does not: no instance joins it more than 128 controllers
  below the window (the root is 1), presented or added as a child. The statement that would cross
  the bound stops the script with a limit error, as the step limit does.

## Lifecycle and appearance

### Loading

`viewDidLoad` runs once per instance, lazily: the first time its view is needed (it is about to
appear, or a container lays it out). A navigation controller loads only its top child's view, a
tab bar controller only the selected tab's, a split view controller only the visible columns'.
Creating an instance, `prepare(for:sender:)` and `awakeFromNib` do not load the view.

### Appearance

The appearance callbacks are `viewWillAppear(animated)`, `viewDidAppear`, `viewWillDisappear`
and `viewDidDisappear`. Each instance has an appearance state: disappeared → appearing → appeared
→ disappearing → disappeared. A cancelled interactive transition may reverse a transition in
flight (appearing → disappearing, disappearing → appearing). A callback that would break these
rules is not emitted. A container forwards appearance to the children it shows: a navigation
controller to its top child, a tab bar controller to the selected child, a split view controller
to the visible columns, a custom container to all its children.

### Layout

`viewWillLayoutSubviews` and `viewDidLayoutSubviews` come between an instance's
`viewWillAppear` and `viewDidAppear`, and after every size change. They are shown only with
`--verbose`, and `expect events` ignores them unless the block names one.

### Size and trait changes

A size or trait change reaches every loaded instance whose view is in the window, parents before
children and presenting before presented (the others catch up when they next appear):
`willTransition(to: traits)` (when the width class changes), `viewWillTransition(to: size)`, then,
after the change, `traitCollectionDidChange`.

### Invariants

Everywhere, `viewDidLoad` comes before the first `viewWillAppear`; for one instance,
`viewWillAppear` comes before `viewDidAppear` and `viewWillDisappear` before `viewDidDisappear`.
The relative order of two controllers' callbacks differs by kind of transition — a push, a
presentation and a tab switch each have their own, given below; one is never derived from
another.

## Containment

### Adding and removing children

Adding a child: `willMove(toParent: P)` (called by `addChild`), then the child's view is added —
if P is on screen, the child loads and gets `viewWillAppear` / `viewDidAppear` here — then
`didMove(toParent: P)`. Removing a child: `willMove(toParent: nil)`, then the view is removed
(with `viewWillDisappear` / `viewDidDisappear` if it was on screen), then `didMove(toParent: nil)`
(called by `removeFromParent`). Children added while P is loading appear with P:
`P.viewWillAppear`, `C.viewWillAppear`, `P.viewDidAppear`, `C.viewDidAppear`.

### Navigation controller

- `push` adds a child on top; `pop`, `pop to D` and `pop to root` remove children from the top.
- Push of B over A (animated or not, the same order): `B.willMove(toParent: Nav)`,
  `B.viewDidLoad`, `A.viewWillDisappear`, `B.viewWillAppear`, `A.viewDidDisappear`,
  `B.viewDidAppear`, `B.didMove(toParent: Nav)`.
- Pop of B: `B.willMove(toParent: nil)`, `B.viewWillDisappear`, `A.viewWillAppear`,
  `B.viewDidDisappear`, `A.viewDidAppear`, `B.didMove(toParent: nil)`.
- Pop to root (or to D) is one transition: only the top and the destination get appearance
  callbacks; the hidden controllers in between only leave the container.
- `pop` on a stack of one does nothing.
- Pushing a navigation controller is UIKit's exception
  `Pushing a navigation controller is not supported`.
- A push while a push or pop is still animating logs
  `nested push animation can result in corrupted navigation bar` and has no effect.

### Tab bar controller

Selecting a tab (not animated): the new child's `viewDidLoad` if this is its first time,
`new.viewWillAppear`, `old.viewWillDisappear`, `old.viewDidDisappear`, `new.viewDidAppear` — the
incoming controller's will-appear comes first, unlike a push. Selecting the selected tab does
nothing, except that a navigation controller in it pops to its root (the person tapped its tab
again).

A tab bar fits five items in compact width and eight in regular width (flow's choice for tablets).
With more tabs, it shows the first four (or seven) and More: UIKit's More navigation controller,
`More`, whose root is its list, `MoreList`. A tab past the bar is pushed on More when selected
(its parent is More, so a `show` from it pushes there) and goes back to the bar when popped; a
navigation controller tab's stack is taken over by More while shown. `select More` shows the list,
and `selected(Tabs)` is `More` there. Size changes move the selected tab between the bar and More.

### Page view controller

`pages P { A, B, C }` serves those scenes in order; only the displayed page is a child. `swipe
next` / `swipe previous` turn the page as a person does (`willTransitionTo`, then new
`viewWillAppear`, old `viewWillDisappear`, new `viewDidAppear`, old `viewDidDisappear` for a
scroll — a page curl's did-phase comes the other way round — then `didFinishAnimating`); `set
P.viewControllers = [B]` turns in code, without the delegate. The page that leaves is freed.

### Split view controller

In regular width a split view controller is expanded: primary and secondary are both shown. In
compact width it is collapsed: the secondary is collapsed onto the primary (if the primary is a
navigation controller, the secondary's content is pushed onto it); expanding separates it again.
Changes of width move the children accordingly, with appearance callbacks.

A column-style split view (iOS 14: `columns double|triple`, `supplementary`, `compact`) has each
column in a navigation controller UIKit adds (`SPrimary`, `SSupplementary`, `SSecondary`,
`SCompact`). Expanded, its display mode decides which columns show (`display secondaryOnly`, one
column beside or over the secondary, or two); `show column C` moves to the closest mode showing
that column. Collapsed, it shows its compact column, or stacks the columns' stacks onto the
primary's and gives them back when it expands; the delegate hears
`splitViewControllerDidCollapse` and `splitViewControllerDidExpand`.

A container may override a child's horizontal size class (`embed S size regular`,
`setOverrideTraitCollection(_:forChild:)`), and a controller its own (`size regular`,
`traitOverrides`): a split view under a regular override stays expanded on a phone.

### Custom container

In a custom container (`container X { embed A }`), embed segues run while the container's view
loads, before its `viewDidLoad`: the child is instantiated, `prepare(for:)` runs on the
container, the child is added (`willMove`, its `viewDidLoad`, `didMove`), and then the
container's `viewDidLoad` runs.

`replace A with B` is `transition(from:to:duration:options:animations:completion:)`:
`A.willMove(nil)`, `B.willMove(X)`, A's will-disappear and B's will-appear, the did-phases, then
`A.didMove(nil)` and `B.didMove(X)`. A container with `manual appearance`
(`shouldAutomaticallyForwardAppearanceMethods` false) forwards nothing by itself; its hooks call
`begin appearing|disappearing X` and `end appearance X`, and a begin without its end (or the
reverse) is UIKit's "Unbalanced calls to begin/end appearance transitions" warning.

### Launch

At launch the initial scene and its relationship and embedded children are instantiated depth
first, in declaration order; what is shown loads and appears parent before child, not animated.

## Presentation

`present(B)` called on view controller X, with B's resolved style S:

1. If X (or the controller that will present, rule 2) is already presenting, UIKit warns
   `Attempt to present B on X which is already presenting C` and nothing happens. If a
   transition is in progress, UIKit warns
   `Attempt to present B on X while a presentation is in progress` and nothing happens.
2. Who presents (the presentation context):
   - `fullScreen`, `overFullScreen`, `pageSheet`, `formSheet`, `popover`, `custom`: the
     presenting controller must cover the whole screen, so the walk goes up from X through
     parents to the root of X's tree (the window's root or a presented controller).
   - `currentContext`, `overCurrentContext`: the walk goes up from X through parents (and then
     presenting controllers) to the first controller that `defines context`; if there is none,
     the window's root presents. If that controller `provides transition`, its transition style
     is used.
3. Style resolution: `automatic` becomes `pageSheet` (iOS 12: `fullScreen`). Adaptation when the
   width class is compact: `popover` becomes `formSheet` (iOS 12: `fullScreen`); on iOS 12
   `pageSheet` and `formSheet` become `fullScreen`, while from iOS 13 on sheets stay sheets. The
   current-context styles do not adapt: Apple's guide says they become `fullScreen`, but UIKit's
   presentation controller adapts only through its delegate, and iPhone apps rely on
   `overCurrentContext` overlays and on current-context presentations that keep the tab bar. The
   presented scene may override adaptation (`adapts S` / `adapts none`). `style(X)` reports the
   resolved style, and adaptation is redone when the width class changes.
4. Whether the presenter's content goes away: `fullScreen` and `currentContext` remove the
   presenting context's views when the transition ends, so it and the children it shows get
   `viewWillDisappear` / `viewDidDisappear` (and the mirror image on dismissal).
   `overFullScreen`, `overCurrentContext`, `popover` and the sheets do not (iOS 12 sheets adapted
   to `fullScreen` in compact width do). `custom` with a `presenter` keeps the presenter's view
   unless the presenter `removes presenter` (`shouldRemovePresentersView`, false by default);
   `custom` without one behaves as `fullScreen`.
5. Order of a `fullScreen` presentation of B from A: `B.viewDidLoad`, `A.viewWillDisappear`,
   `B.viewWillAppear`, `B.viewDidAppear`, `A.viewDidDisappear`, then the completion — the
   presented controller's did-appear comes before the presenter's did-disappear, unlike a push.
   Dismissal: `B.viewWillDisappear`, `A.viewWillAppear`, `A.viewDidAppear`,
   `B.viewDidDisappear`, then the completion (it always runs after the dismissed controller's
   `viewDidDisappear`). Styles that keep the presenter (rule 4) give only B's callbacks.
6. Presenting from a controller whose view is not in the window (a covered presenter, a hidden
   tab, a controller below the top of a stack, one not yet shown) is refused with UIKit's warning
   `Attempt to present B on X whose view is not in the window hierarchy`.

### Popover

A popover needs an anchor (the trigger control, or `from NAME`); without one it is UIKit's
exception
`UIPopoverPresentationController … should have a non-nil sourceView or barButtonItem set before the presentation occurs`.
`tap outside` dismisses a popover that is shown as a popover.

### Sheets

From iOS 13, `swipe down` dismisses a sheet interactively: `presentationControllerShouldDismiss`,
`presentationControllerWillDismiss`, `B.viewWillDisappear`, `B.viewDidDisappear`,
`presentationControllerDidDismiss`. A scene that is `modal in presentation` refuses it with
`presentationControllerDidAttemptToDismiss`. A programmatic `dismiss` calls none of the
delegate's will/did methods. A swipe that is cancelled gives
`presentationControllerShouldDismiss`, `presentationControllerWillDismiss`,
`B.viewWillDisappear`, then `B.viewWillAppear`, `B.viewDidAppear`, and no
`presentationControllerDidDismiss`.

From iOS 15, a sheet has detents (`detents medium, large`, or custom heights in points): it shows
first at the smallest; `swipe up` and `swipe down` move it between them, reported to the delegate
as `sheetPresentationControllerDidChangeSelectedDetentIdentifier`, and only from the smallest does
a swipe down dismiss. At or below its largest undimmed detent (`undimmed medium`) what it covers
takes taps.

## Dismissal

- `dismiss` called on X: if X is presenting, it dismisses what X presents; otherwise it is
  forwarded to X's presenting controller (X being presented, or inside a presented tree).
- Dismissing a controller that presents a chain dismisses the whole chain above it: only the top
  one animates, the ones in between leave without appearance callbacks of their own, and the
  controller that becomes visible gets `viewWillAppear` / `viewDidAppear` only if its content had
  been removed (Presentation, rule 4).
- Dismissing with nothing presented does nothing.
- Dismissing while a transition is in progress logs
  `Attempt to dismiss from view controller X while a presentation or dismiss is in progress`
  and has no effect.

## Segues

The life cycle of a segue fired by a control:

1. `shouldPerformSegue(withIdentifier:)` on the source. It is consulted for every control-fired
   segue — the `when` guard decides, and without one the answer is true — and a false answer
   cancels the segue silently. It is never consulted for `perform "ID"` or for the `unwind`
   statement.
2. The destination is instantiated (its view not loaded) and the segue object is created.
3. `prepare(for:)` runs on the source.
4. The segue performs.

An unknown identifier is UIKit's exception `Receiver (X) has no segue with identifier 'ID'`.

- `show`: `targetViewController(forAction: show)` walks up from the source through its parents.
  A navigation controller pushes. A split view controller handles `show` itself (UIKit's
  `UISplitViewController` overrides `show(_:sender:)`): collapsed, it forwards to its primary
  (whose navigation controller pushes); expanded, it makes the controller its primary ("Presents
  the specified view controller as the primary view controller", Apple's
  `UISplitViewController.show(_:sender:)`). Only when no ancestor handles it is the controller
  presented modally from the source (with the style resolved as in Presentation).
- `detail`: a split view controller replaces its secondary when expanded and pushes onto the
  primary's navigation controller when collapsed; anywhere else the destination is presented
  modally.
- `present`, `popover`, `custom`: as in Presentation; a custom segue's `perform` presents
  without animation unless its body says otherwise.
- `embed` and the relationships (`root`, tabs, split columns) are instantiated with their
  container.

## Unwind segues

`unwind action` fired from source S (by a control or by the `unwind` statement):

1. `shouldPerformSegue` on S, for a control-fired unwind (as for every segue).
2. The search: starting from S's parent, walk up through parents, then to the presenting
   controller, and so on up to the window's root. At each container, visit the children it
   allows (`allowedChildrenForUnwinding`: the child containing the source excluded; a
   navigation controller's from its top down to its root, nearest first; other containers' in
   declaration order), each child's own subtree before the container itself. The destination is
   the first controller, other than S, that implements `action` and whose
   `canPerformUnwindSegueAction` (the member's `when`, asked only of implementers) is true. If
   none is found, nothing else happens and the trace says that no destination was found.
3. `prepare(for:)` on S, then the unwind action on the destination (its body runs here, while S
   is still on screen).
4. The transition back: every controller presented above the destination's tree is dismissed
   (one animated dismissal); then the containers on the path, outermost first, get
   `unwind(for:towards:)`: a navigation controller pops to the child leading to the
   destination, a tab bar controller selects it. Appearance callbacks follow the rules above. A
   destination that is showing a current-context presentation dismisses it only if the source is
   inside that presentation.

## Transitions and time

### Virtual clock

Time is a virtual clock. Animated transitions take a duration (by default 0.35 s for a push or
pop, 0.5 s for a modal transition, or a custom animator's `duration`); the trace stamps events
with the clock when asked (`--time`). A statement runs until the app is idle unless it is an
interactive gesture or inside a `timeline` block.

### Custom transitions

A custom presentation calls, in order: `presentationController(forPresented:)` (style `custom`
only), `animationController(forPresented:)`, `interactionControllerForPresentation`,
`presentationTransitionWillBegin`, `transitionDuration`, `animateTransition` (or
`startInteractiveTransition`), `containerViewWillLayoutSubviews` /
`containerViewDidLayoutSubviews`, `completeTransition(true)`,
`presentationTransitionDidEnd(true)`, the completion handler, `animationEnded(true)`. A dismissal
mirrors it with `dismissalTransitionWillBegin` / `dismissalTransitionDidEnd`.

Appearance interleaves: the presented controller's `viewWillAppear` comes before
`animateTransition`, its `viewDidAppear` after `completeTransition`.

Receivers: the animator's name for the animator's calls (`completeTransition` included: the
animator makes it), the presenter's name for the presentation controller's calls, and the
presented instance for the transitioning delegate's and the adaptive delegate's.

### Interactive

`swipe … to P% then cancel|finish` drives one `updateInteractiveTransition(P)` (the animator's,
or the navigation controller's for the system swipe back). A finished interactive transition has
the order of its non-interactive transition. A cancelled one ends with
`completeTransition(false)`, `…DidEnd(false)`, `animationEnded(false)`, no completion handler,
the hierarchy as it was before, and appearance rolled back — for a cancelled swipe back from B to
A: `B.viewWillDisappear`, `A.viewWillAppear`, (cancel) `A.viewWillDisappear`,
`A.viewDidDisappear`, `B.viewWillAppear`, `B.viewDidAppear`.

### Transition coordinator

Hooks may run `alongside { … }` (the transition coordinator): the block runs with the
transition, and its completion after it.

## State preservation and restoration

- `preserve` walks from the window's root. A controller with a restoration identifier is saved
  with its variables, its children and what it presents; one without an identifier is skipped
  with its whole subtree and everything it presents. Navigation stacks, the selected tab and
  presented controllers (with their resolved styles) are part of the archive.
- `restore` relaunches: the default launch builds the initial hierarchy, then the archive
  rebuilds the preserved stacks, tabs and presentations, emitting `decodeRestorableState` for
  each restored controller. Excluded controllers come back in their default configuration.
- The archive is a file (`preserve to "path"`) in a documented, versioned JSON format (the
  README's "The archive format").

## Errors and warnings

UIKit exceptions stop the script with a runtime error that names the statement's line and the
exception's text. UIKit warnings are printed and the statement has no effect; `--strict` turns
them into errors. Both appear in the trace, and in JSON output with a stable `kind`.

## Sources

The model's primary source is Apple's *View Controller Programming Guide for iOS* (archived at
developer.apple.com, `featuredarticles/ViewControllerPGforiPhoneOS`); the second is Apple's UIKit
reference. Comments in `Sources/FlowModel` that cite a "seed" by number refer to chapters of the
guide, read in a Chinese translation while the model was built:

- seed 001: "Creating Custom Presentations" (with "The Custom Presentation Process").
- seed 002: "Customizing the Transition Animations" (with "The Transition Animation Sequence",
  "Adding Interactivity to Your Transitions" and "Creating Animations that Run Alongside a
  Transition").

## See Also

- <doc:Language>

"""#,
    ]
}
