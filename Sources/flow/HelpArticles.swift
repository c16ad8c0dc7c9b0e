// Generated from Sources/FlowKit/FlowKit.docc: the articles `flow help TOPIC` prints.
// Do not edit: HelpTopicTests fails when this is not current, and
// `FLOW_UPDATE_GOLDEN=1 swift test --filter HelpTopicTests` writes it again.
enum HelpArticles {
    static let text: [String: String] = [
        "Benchmarks.md": #"""
# Benchmarks

How flow is measured, the targets it is measured against, and where it stands: each figure with
the command that reproduces it and the commit it was measured on.

## Overview

This page keeps the current figures only; the figures before them, and the changes behind them,
are in the history of the commits named here (`git log`).

### How flow is measured

Every figure is from a release build (`swift build -c release` builds `flow` and `flow-bench`,
which `flow bench` runs; then `.build/release/flow bench …`) on the project's machine: two cores,
shared with other builds and fuzzing campaigns, where times move by a third from run to run. So
every run times anchors beside flow, on the same input in the same minutes, and the ratio is what
is compared:

- beside `flow check`, `wc -l` on the same file and `jq empty` on the same lines as a JSON array
  (a quiet minute gives `jq empty` 0.17–0.23 s on 16 MB; a figure taken when it was slower says
  so);
- beside `flow explore`, SPIN on the same model, compiled and run in the same run;
- beside a small file's `flow check`, `true` and `flow --version` (flow's own start).

Figures are "best (median)" of the runs. Measures free of the machine's speed: instructions
counted by `valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/flow check
DIR/chain-2MB.flow` (the same on every run, within about ±0.5 % when a second thread takes part;
`flow bench --sizes 2 --keep DIR` writes the files), the heap's peak from `valgrind
--tool=massif`, two builds timed in turn, A B A B …, quoting the median of the pair-by-pair
ratios (each process timed whole, as `/usr/bin/time -v` times one), and `.ci/scaling` (below). No test asserts a time; tests assert
growth, with counters that do not depend on the machine (<doc:Reliability>).

### flow bench

`flow bench` (<doc:Commands#flow-bench>) has one mode per benchmark:

| command | measures |
| --- | --- |
| `flow bench --sizes 1,4,16 --runs 3` | `flow check` phase by phase on generated sources of each size and shape (`--shapes chain,taps,nesting,unwinds,guarded,actions`), beside `wc -l` and `jq empty` |
| `flow bench --interpreter` | `flow run` of a generated storyboard of 1,000 scenes behind ten tabs, driven through 100,000 statements that select, push, pop, present and dismiss, the trace written to /dev/null (`--format json` for the JSON trace; `--segues` for a script of segues and unwinds) |
| `flow bench --check-file examples/recipes.flow --runs 30` | start-up: `flow check` and `flow run` of a small file as new processes, beside `true` and `flow --version` |
| `flow bench --explore` | `flow explore` on the `.flow` equivalent of the SPIN model `tabs-nav-modal.pml`, beside SPIN on the model |
| `flow bench --lsp` | the language server: 100 edits of a generated 4,967-line (154 KB) storyboard |
| `flow bench --graph` | building the navigation graph and writing DOT for 1,000 and 4,000 scenes |
| `flow bench --deep` | navigation stacks 1,000 to 4,000 deep and presentation chains 32 to 127 deep |
| `flow bench --import STORYBOARD` | `flow import` (the `flow-import` process, whole) of a storyboard's scenes repeated to 5 MB |
| `flow bench --storyboards DIR` | importing and checking each real storyboard in a folder |

The generated shapes (`Sources/FlowBenchmarks/CheckCorpus.swift`) all check clean: `chain` (each
scene showing the next), `taps` (tests that tap, perform and unwind across the storyboard),
`nesting` (blocks twenty deep, 50-term expressions), `unwinds` (every scene unwinding to one
action), `guarded` (the same, each scene accepting only under a condition) and `actions` (an
action per scene). The `flow check` columns are lex, parse, index, check (the front end in
process), static checks (the W1xx pass), `flow check` as a process printing its warnings, and its
peak memory less an empty file's, per byte of source.

### Two cores

Parse, check and `flow check` use the second core from 256 KiB of source (the static checks from
64 KiB), with the result one thread gives, byte for byte; lex, index and static checks are measured
on one thread. Two cores divide the time, not the work: callgrind counts both threads.

### The scaling guard

```sh
swift build -c release --product flow && swift build -c release --product flow-bench && .ci/scaling   # 1 and 4 MB
.ci/scaling 2                                               # sizes 2 and 8 MB
```

`.ci/scaling [SMALL_MB]` runs `check`, `run`, `test`, `graph --format json`, `fmt`, `explore`
(default bounds), the language server (open, wait for diagnostics, shut down) and the REPL (open
the file; `repl-new`: SMALL_MB × 250 statements, each a text not typed before, piped into a session
on the file; apart, SMALL_MB × 250 declarations piped into a session on `examples/recipes.flow`, 4×
as many, as many pairs of a declaration and a `print visible`, and as many of a declaration and a
`present` of the scene it declares) on each shape at two sizes 4× apart, and prints the exponent of time and of peak memory:
1.00 is linear, above 1.15 is flagged as a cliff. A command is stopped after `FLOW_SCALING_LIMIT`
seconds (300) or 8 GB of address space, and its row reads `cliff`. It needs a release build and
`jq`.

## Where flow stands

The targets are those of the speed-and-memory issue. "Busy" is a fresh clone on the 28 November
2026, its clean release build right after its `.ci/run` (584 tests), on a busy machine (`jq empty`
on 16 MB took 0.21–0.39 s best of 3): `flow bench --sizes 1,4,16 --runs 3` (best (median) of 3),
`flow bench --interpreter`, `flow bench --check-file examples/recipes.flow --runs 30`. "Quiet" is
the best of quiet runs, with the latest commit recorded. The rows met "in quiet runs only" are the
ones a busy minute pushes under the target.

| target | busy (2835dcf) | quiet | met |
| --- | --- | --- | --- |
| lex ≥ 500 MB/s | 210–454 | 465–631 (c4599e9) | in quiet runs only |
| parse ≥ 150 MB/s (two threads) | 71–114 | 135–262 (c4599e9) | in quiet runs only |
| `flow check` ≥ 75 MB/s as a process, every shape (16 MB) | chain 25.8, taps 19.2, nesting 50.7 | chain 37.7–39.0, taps 26.4–28.5 (4fb4bd6), nesting 70–81 (1d2a0ce) | no: chain 1.9–2.9× short, taps 2.6–4.3×, nesting up to 1.5× (met at its best) |
| linear from 1 to 16 MB | instructions ×3.8–4.0 from 2 to 8 MB; peak per byte flat (chain 9.8, 9.7, 9.6× at 1, 4, 16 MB) | the same | yes |
| peak of `flow check` ≤ 5× the source (16 MB) | chain 9.6×, taps 9.8×, nesting 4.6× | the same (counted, not timed) | nesting yes; chain and taps 1.9–2.0× over |
| `flow run` ≥ 2 M lifecycle callbacks/s, text | 1.06–1.11 M | 1.9–2.2 M (1d2a0ce) | in quiet runs only |
| `flow run --format json` ≥ 1 M/s | 1.59 M | 1.7–1.8 M | yes; 0.97 M in a busier minute (3b80fa5) |
| resident memory flat over 1,000,000 statements | +0.0 MB over 100,000; the same inside `repeat` | the same | yes |
| 100,000 errors in under a second | 0.37–0.49 s, median 0.43 (a2d14e8, 5 runs; a scene and a test of 100,000 `tap`s of unknown controls) | | yes |
| start-up ≤ 10 ms (`flow check examples/recipes.flow`, `flow bench --check-file`, 30 runs) | 10.59 best, 11.96 median; `flow run` 11.30 (12.83); `flow --version` 7.24 (8.07); `true` 0.61 | 7.44 best, 8.21 median; `flow run` 8.00 (8.69); `flow --version` 4.88 (5.74); `true` 0.50 (0.56) (a2d14e8) | in quiet runs; 1.06× over at best in a busy minute |

The rows that miss do so because a check's work is spread over every pass (parse, index, checker,
static checks), with `swift_retain`/`swift_release` 13 % of the main thread and no function of
flow's own above 7 % of a thread, and because the peak heap holds the syntax, the index's copies
of it and the static checks' graph beside the source: halving either needs a change of
representation through every pass.

## flow check

### Speed and the peak

The 16 MB figures are in the table above. At 1 and 4 MB,
`flow bench --sizes 1,4 --shapes chain,taps --runs 3` at f63cbb0, best (median), beside a
fresh-clone `.ci/run` and a niced fuzzing campaign (`jq empty` 0.19 s on 4 MB): `flow check` as a process, chain 6.2 (6.2) MB/s at 1 MB and 7.9 (7.6)
at 4 MB, taps 7.5 (6.6) and 6.1 (5.2); peak 10.5× and 9.9× the source for the chain, 12.6× and
11.0× for taps: linear in time and memory (a busy minute's speeds, not to be set beside the quiet
figures). `flow bench --sizes 4,16 --shapes unwinds,actions
--runs 3` at 0523adf: 16.4 and 9.0 MB/s at both sizes, peak 17× and 28× the source — linear, and
short of the 75 MB/s and 5× targets like the other shapes.

The unwind shapes at 7ec9d099 (a clean release build, the machine otherwise idle, `jq empty` 0.21
s on 16 MB), `flow bench --sizes 4,16 --shapes unwinds,guarded,actions --runs 3`, best (median) of
`flow check` as a process: unwinds 30.9 (29.9) and 29.8 (29.8) MB/s at 4 and 16 MB, guarded 31.1
(31.0) and 27.0 (26.6), actions 20.7 (20.6) and 16.5 (16.2); peak 13.7× and 13.6×, 13.1× and
13.0×, 18.7× and 18.4× the source. Against 6f01ef50 in the same minute, `farm-bench -n 5 --vs`
on the 16 MB files, median: unwinds 0.608 s against 0.921 (ratio 0.66, spread 0.65–0.67), peak
224.6 MiB against 287.7; actions 0.995 s against 2.083 (0.51, 0.40–0.61), peak 298.8 MiB against
464.3. What went: the checks' unwind resolution made a set, a dictionary and arrays per action,
a set of hosts per implementer, and a copy of every edge, and gave each unwind edge a 250-byte
box of details for its location and action (8fa23641, 77d7420e, 7ec9d099); counted at 1 MB,
actions 776.8 M → 522.3 M instructions, unwinds 527.8 M → 418.5 M. Still short of both targets.

### Counted

The 2 MB shapes (`flow bench --sizes 2 --shapes chain,taps --keep DIR`, callgrind as
above), whole process, at db0c6d3: chain 573.7 M instructions, taps 765.9 M. At a09ad74, nesting
284.0 M, and taps prints 6,068 warnings. The chain's at b7690b6: on the main thread, start-up
36 M, its half of the parse 101 M, its half's types 26 M, the rest of the index 25 M, the checker
91 M (about 7,200 instructions a scene of four members and one statement), the visible names
13 M; on the second thread, the other half of the parse 101 M and the static checks 106 M.

### Memory

The 2 MB chain's peak heap (massif at b7690b6): 18.4 MB useful and 2.3 MB of the
allocator's headers — the source 2.0 MB; the syntax 6.7 (the member block 2.0, 40 bytes a member;
type nodes 0.8; expression nodes 2.0; statements, parts and segue nodes 1.9); the index 5.2 (the
types' boxes 2.0, 160 bytes a type; the segues' boxes 1.5, 115 bytes a segue; the named members'
columns 1.1; the table of types 0.5); the static checks' graph 2.0 (edges 0.9, nodes 0.8, node
types 0.25); the symbol store 0.4. Five times the source is 10 MB; the source and the syntax alone
are 8.7.

### The static checks

The static checks add 42 % to `flow check` in process on a generated 10 MB chain (×1.54 CPU
time); ×2.0 with every warning printed on a clean 10 MB file where they find 22,600 warnings
(recorded with 7acb8b6).

## The scaling guard's figures

`.ci/scaling 1` at efca9272 (an incremental release build, one run each, beside a niced REPL
fuzzing campaign): every row between 0.71 and 1.10 in time and 0.08 and 0.91 in memory, none
flagged (`actions explore` 1.10 and 0.91 the highest; `actions check` 1.06).

`.ci/scaling 1` at 72402813 (a release build whose own modules were built anew, one run each, the
machine otherwise idle): every row of the six shapes, `repl-new` among them, and the three REPL
rows of declarations, between 0.50 and 1.11 in time and 0.07 and 0.89 in memory; none flagged
(`repl-named`, the REPL's cliff until 03624ab3, 0.90 and 0.35; `taps graph`, below, 1.03). An
incremental build at e53940f3, beside a niced REPL fuzzing campaign, gave 0.24–1.10 and 0.07–0.89.

`.ci/scaling 1` (1 and 4 MB, one run each) at 523675d, beside a niced fuzzing campaign: every
command on the six shapes between 0.60 and 1.17 in time and 0.32–0.88 in memory (`guarded`'s
`check` 0.90, `graph` 0.85); the two rows above 1.15, `taps graph` (1.17) and `guarded fmt`
(1.17), run three times each right after: 0.18–0.20 s against 0.73–0.77 s and 0.16–0.17 s
against 0.59–0.66 s, 0.99 both. One run on a busy machine decides nothing below a tenth of a second,
so a flagged row is run again, quiet, before it is called a cliff.

`taps graph` was one: at 16fbcb0a, three runs each, 0.23–0.35 s at 1 MB and 2.91–2.95 s at 4 MB
(exponent 1.7). The drawn graph asks, for each guarded implementer of an unwind action, what UIKit
asks after it declines, with a search from the implementer that stopped only when it had met every
node wanted for the action, itself included, which its own search never meets: each list of the
shape implements an action of its own under a condition, so each search walked the whole graph.
Since 20db3ce0 it stops once it has met the others: 0.08 s and 0.31 s, the JSON byte for byte the same.

Declarations alone, `flow repl examples/recipes.flow` reading `scene Extra{i} { title "x{i}" }`
lines (three runs each, beside a niced fuzzing campaign, e6cda2e): 1,000 in 0.20–0.23 s and
20 MB, 4,000 in 0.70–0.91 s and 23 MB (exponent 0.97 in time), 10,000 in 2.08–2.16 s and 35 MB;
10,000 declarations then 10,000 `:undo`s in 2.14 s in all; 10,000 scenes, then `present
Extra9999`, a tap and a dismissal: 2.41 s (one check of the whole storyboard and one program;
0.86–0.96 s since 03624ab3, below).

Declarations and statements in turn (one run each, release build, beside a niced fuzzing campaign,
at 3dbb3be): 250, 1,000 and 4,000 pairs of a new scene and `print
visible` in 0.05, 0.16 and 0.63 s, 19–28 MB (exponent 0.99): a statement that names none of the
new scenes runs under the program as it is.

A statement that names the scene just declared (`present Extra{i}`, `dismiss` after each) made
the whole program again until 03624ab3, one check and one program each (and a second pair for
the statement itself): 250 triples in 0.45–0.59 s and 32 MB, 1,000 in 6.48–7.24 s and 150 MB
(exponent 1.9 in time), the REPL's cliff. It now adds the new scene to the program in time of
its size (`Program.adding`, persistent tables; <doc:Dependencies>), and a scene with no instance
left drops its roster, which every checkpoint had kept: 250 in 0.07–0.09 s and 25 MB, 1,000 in
0.29–0.32 s and 40 MB, 4,000 in 1.14–1.26 s and 101 MB (exponents 1.0 in time, 0.7 in memory);
10,000 declarations then `present Extra9999` and `dismiss`, 0.86–0.96 s and 61 MB (three and two
runs of each build in turn, 16fbcb0a against 03624ab3, beside a niced fuzzing build).

A statement typed for the first time was checked composed with every declaration, and made a
program of that check, until 159e360d: each new text cost the storyboard twice. 250 statements
`print {i} + 1`, each a new text, typed into a session on the 1 MB `taps` shape (3,069 scenes):
9.45–9.46 s and 89–92 MB, against 0.14 s and 45 MB now, checked beside the declarations they name
and run under the session's program; 1,000 on the 4 MB shape 0.52–0.61 s, of which opening the
file is 0.38–0.41 s (two runs each, the same builds). `.ci/scaling`'s `repl-new` rows type SIZE ×
250 such statements into a session on each shape. `perform "ID"` is checked beside the first scene
declaring a segue of that identifier since 9664cd09: 100 of them walking the 1 MB `taps` shape
(`perform "show{i}"`, `perform "next{i}"`), 3.67 s at 16fbcb0a, 0.14 s. And the quick checks take
the storyboards the file imports from the session's program since e53940f3 (each import only read
and compared with what the program was made of since 92ad4a43), where each parsed and checked
every import again: 100 statements on a file importing 3,000 scenes, 1.33 s and 85 MB at
16fbcb0a, 0.08–0.09 s and 30 MB at 92ad4a43 (one and three runs).

Reporting places where they were written (`WrittenPlaces`, 01cad08e to d3612545: each input a
file of its own name, each composition's parts pieces of their files) costs a few microseconds an
input: `farm-bench -n 3`, release builds against 6f01ef50 in turn, median wall: 4,000 declarations
piped to `flow repl examples/recipes.flow` 0.359 s against 0.337 (×1.06, peak 31.4 MiB against
30.2), 2,000 triples of a declaration, its `present` and `dismiss` 0.756 s against 0.692 (×1.09,
59.5 MiB against 58.7), 1,000 new statements on the 1 MB `taps` shape 0.195 s against 0.185
(×1.04) — linear as before.

The unwind-heavy shape (a chain outside any navigation controller, each scene unwinding to
`done`), `flow check` to /dev/null, at 0523adf: 0.5 MB in 0.06 s and 27 MB, 8 MB in 0.75 s and
161 MB. With `unwind done when count < 5` (no implementer ends the search), on builds since
45ebd2e, three runs each beside a fuzzing build: 2 MB in 0.36–0.55 s and 53 MB, 8 MB in
1.63–1.75 s and 157 MB; 2,010 warnings at 0.4 MB.

## The interpreter

`flow bench --interpreter [--format json] [--runs 3]` makes 898,632 lifecycle callbacks (every
appearance with its `viewIsAppearing`; in compact width tabs five to ten are pushed on More). Its
speed and memory are in the table above; 1,000,000 statements inside `repeat` take what 200,000
do. `--segues` (500 scenes in a navigation controller, each cell showing its detail through a
segue and an unwind, `push`, `tap open`, `tap close`, `pop` in turn) makes more work per callback.
Counted (callgrind, whole process, `--statements 20000`) at 1a1628b: `flow bench --interpreter`
773.6 M instructions, `--segues` 914.4 M. At f6bc8282 (`valgrind --tool=callgrind --trace-children=yes`,
release build): 823.9 M and 926.7 M, against 819.0 M and 923.1 M at 9f3cd8e8 built beside it
(+0.6 % and +0.4 %: the width-change catch-up reads one field at each appearance, and a push
checks for waiting pushes when its transition ends); the same 179,775 and 185,010 lifecycle
callbacks. At 5,000 statements 254.8 M and 295.4 M: ×3.2 and ×3.1 for 4× the statements (the
start-up and the generated storyboard are paid once); peak resident 21.2 MB at 5,000 and 23.1 MB
at 20,000.

## Start-up

Timed in the table above. At a09ad74 `flow check examples/recipes.flow` counts 30.0 M
instructions: argument parsing 15 M (swift-argument-parser's reflection and the conformance
lookups it triggers; 6 M of it the check for `--generate-completion-script` on every start), the
dynamic loader 8 M, checking the file 5 M; resident peak 16.4–17.0 MiB. `flow` maps 21 libraries,
with `FoundationEssentials` and not `Foundation` (<doc:Dependencies>). `swift build -c release
--static-swift-stdlib` spares the loader's work (a binary of about 93 MB, where the default is
22 MB); it is not the default, as it would put unsafe flags into FlowKit's product.

## The explorer

`flow bench --explore [--threads N]` explores the `.flow` equivalent of the SPIN model
`tabs-nav-modal.pml` (two tabs, each a navigation stack of up to 7 scenes over a 12-scene push
graph, and up to two sheets over three scenes; the fixture is in FlowBenchmarks) and, in the same
run, compiles and runs SPIN on it (`spin -a`, `cc -O2 -DSAFETY -DNOREDUCE`, `./pan -m100000`;
Debian's `spin`). At 381bdbe, two threads, two runs beside a niced fuzzing campaign:

| | flow explore | SPIN |
|---|---|---|
| states | 419,354 | 515,114 |
| transitions | 902,970 | 772,671 |
| states/s | 17,377–18,251 | 1,349,626–1,646,465 |
| bytes per stored state | 111 | 28 (state vector) |
| peak memory | 339–347 MB | 161 MB |

The target is 250,000 states/s; flow is about fourteen times short of it. SPIN updates a 28-byte
vector and hashes it; flow loads each state into a simulated app, runs the statement with full
UIKit semantics and hashes the hierarchy (callgrind over the first 5,000 states: the interpreter
about a third, packing each new state a fifth, reading its key a sixth). Flow's count is the
model's closed form, (2⁷−1)²·2·13, and results are identical whatever the thread count. Scaled,
`--max-states N --no-timing` (381bdbe, `/usr/bin/time`'s maximum resident size): 100,000 states
3.12–3.29 s and 159 MiB (three runs), 400,000 15.24–17.73 s and 529 MiB (two): time ×4.6–5.4 for 4×
the states, memory ×3.3. On Mastodon imported whole (<doc:RealApps>; a state costing about fifteen
times the twin's), `flow explore Flows/App.flow --no-timing` stops at the default 200,000 states in
22.0 s and 482 MB (aed5ca9); 20,000 and 80,000 states take 1.92 s / 73 MB and 6.90 s / 208 MB.

Since 718cf18 a state waiting on the frontier packs each controller's scene as its number in the
storyboard (`SceneNumbering`) and only the fields that are not as a new controller has them (a
mask), where it packed every field and the scene's name: an imported app's state took 1.2–1.9 KB
(Mastodon's 1.5 KB, Yep's 1.9 KB at the widest level), the twin's 600 bytes. Side by side with the
commit before (3295f83), release builds, beside a niced fuzzing campaign, reports byte-identical:

| | 3295f83 | 718cf18 |
|---|---|---|
| twin, `flow bench --explore`, two runs: states/s | 13,064–13,656 | 14,669–15,451 |
| twin: peak memory | 338–339 MB | 245–247 MB |
| twin: peak memory per state | 761–763 bytes | 538–543 bytes |
| Mastodon, `--max-states 50000 --no-timing` | 4.31 s, 149 MB | 2.65 s, 83 MB |
| Mastodon, the default 200,000 states | 15.61 s, 495 MB | 14.59–14.78 s, 236 MB |
| Yep (<doc:RealApps>), `--max-states 50000` | 2.68 s, 156 MB | 2.36 s, 76 MB |

What is left of packing (perf over Mastodon's first 20,000 states) is about 13 % of the run: the
controllers' fields 5 %, the rosters and the scene numbers' lookups by name about 4 %, and a copy of
each controller out of the table's array that reading it by index, or through the array's buffer,
still makes.

Counted, `valgrind --tool=callgrind flow explore TWIN --max-states 5000 --no-timing --threads 1`,
TWIN the twin's file (`tabs-nav-modal.flow`, FlowBenchmarks' fixture), release builds, reports
byte-identical: 1,012 M instructions at
18275b8f (a controller's containers' fields in groups of their own: the same as before), 1,001 M at
7ac64139 (the search context one reference, not five tables copied per state), 988 M at 156c07a8
(the interpreter no longer copies the program it already runs at each action). Whole, 100,000
states, five runs of 156c07a8 and ff71a9e3 in turn beside a niced fuzzing campaign: the median
ratio of their times 0.95. Retains and releases are still a fifth of the instructions.
On 4 December 2026 the same count was 1,139 M at 2fb1acde and 1,102 M with the explorer's actions
run as input whose events nothing reads (`runSessionStatements(…, eventsMayBeRead: false)`: the
session logged every event of every action for an `expect events` the next input might type).
Boxing the container fields few controllers set (a split view's, a tab bar's, a search's, a
presentation's: 384 bytes a controller down to about 230) was tried the same day and measured at
1,496 M: the box's generic read accessor is not specialised across the module boundary
(FlowStorage), and a restored table shares each box, so the first write in every action copies
it. Not kept.

On 5 December 2026 the same count was 957.8 M at 16fbcb0a and 967.8 M at 9edc9b49 (+1.0 %): the
checks for scenes a session added to a program (`Program.adding`, issue 53's REPL cliff), boxed and
optional so that a program with none copies with nothing more to retain (unboxed, +1.6 %); timed,
100,000 states, two runs of each in turn, 2.53–2.61 s against 2.63–2.65 s.

On 7 December 2026 (the thirty-first session) the explorer's state key stopped marking the tabs
of a tab bar that are not shown as reached (it reads the shown tab once per tab bar): release
builds a969f52d against 5b9587d2, `farm-bench -n 3 --vs`, the twin with `--max-states 25000` and
`100000 --no-timing`, beside a fresh-clone `.ci/run`: cpu 0.617 s against 0.596 at 25,000 states
(ratio 1.018, spread 0.973–1.049), 2.524 s against 2.487 at 100,000 (1.015, 0.991–1.047), peak
45.7 and 108.5 MiB for both: ×4.1 the time for 4× the states, as before. (SPIN is not installed on
this machine this day: no anchor ran beside it.) `flow check`'s repeated segue identifiers, now
compared by the move they make only when repeated, on a generated file of scenes each with two
controls' segues sharing an identifier (1.3 and 5.4 MB): a969f52d 0.073 and 0.280 s cpu, peak
35.3 and 88.9 MiB (×3.8 and ×2.5 for ×4.1 the bytes); 5b9587d2, which warned of every repeat,
0.079 and 0.443 s, 39.2 and 104.2 MiB.

On 7 December 2026 (the thirty-second session, a new machine) the explorer's `select N` actions
find the tab bar one query gives (`App.tabBarToSelect`: the nearest above the visible controller,
else the one on screen beside it, walked only in a program with a tab bar): release builds a9a7134a
against ba128551, `farm-bench -n 3 --vs`, the twin with `--max-states 25000 --no-timing`: cpu
1.216 s against 1.204 (ratio 0.990, spread 0.979–1.023), peak 45.6 MiB both. (This machine ran
every command about twice as slowly as the last one's, beside a fuzzing campaign and a fresh-clone
`.ci/run`; SPIN is not installed here either.)

Where the rest goes (the same count): unpacking the frontier's state 13 %, restoring the
checkpoint before each action 8 %, the action itself a third, reading the new state's key 10 %,
packing a new state 18 %; about 27,000 instructions an action and eight actions a state, where
250,000 states a second on two cores leaves some 24,000 a state in all. The ten times between
them is not in any one of these: it needs a state the rules change in place without an `App`
around it, which would be a second copy of UIKit's rules, or a target restated per CPU second.
That choice is open in the speed issue.
Timed at a8d2239e (clean release build, two threads, the bench's actions, `--max-states N
--no-timing`, `/usr/bin/time`, two runs each, the fuzzer stopped): 100,000 states 2.34–2.37 s and
90–91 MiB, 400,000 states 16.44–18.70 s and 233–238 MiB: memory ×2.6 for 4× the states, time
×7.0–8.0, where 381bdbe measured ×4.6–5.4. That is the bound, not a cliff: a search stopped by
`--max-states` counts the states it stored, while its time goes to the actions it ran (the report's
`transitions`), and the deeper the level the more of a state's actions lead to states already
stored or past `--max-stack`, so each new state costs more actions. The same build on 4 December
2026, two threads beside a niced fuzzing campaign, two runs each: 100,000 states after 170,683
actions in 4.96–5.39 s (29–32 µs an action), 400,000 after 801,817 in 25.1–25.4 s (31–32 µs), the
whole space (419,354 states) after 902,970 in 31.3–34.6 s (35–38 µs): time grows with the actions
run, ×4.6–5.1 for ×4.7 the actions, the last tenth (the hash table at its largest) a little
dearer an action.

At 87221c4 a segue identifier the memo of event texts does not hold by identity is looked up by
content before it is spelled and interned again: a storyboard segue's identifier is its
destination's name, built at each firing, so it never hit, and spelling it was 3.5 % of exploring
Mastodon's import (perf over the first 20,000 states); it is 0.3 %, and the run's samples 13 %
fewer.

Whether the bound hides scenes on real apps: the five apps of <doc:RealApps> whose exploration
stops at `--max-states 20000` (the Corona-Warn-App, Pocket Casts, Yep, CovidCertificate and
Mastodon, imported whole at 3c1bd31), explored again to the default 200,000 states (5573f8c:
11–25 s and 224–334 MB each), reach 138, 116, 59, 24 and 64 of 204, 134, 70, 35 and 68 scenes, two
more than at 20,000 for the Corona-Warn-App and the same for the others, at a depth of 6 to 19
actions.
Every scene they leave unreached is one that no edge of `flow graph --format json` leads to from
the launch (none is reached by a path the bound cut), and every segue they leave unfired starts
in such a scene: on these apps the bound costs coverage nothing, and time, not memory, is what a
larger bound spends.

## The language server

`flow bench --lsp`, edit to diagnostics published: 6.4–6.5 ms median in two runs at b7690b6
(target 50 ms). Resident memory flat over a session: 33.1 MB from the 11th edit to the 100th at
3538704. On 2 cores shared with other builds (79006fe): open to first diagnostics 22–30 ms; edit
to diagnostics 90th percentile 15 ms, worst 18–30 ms; semantic tokens 23 ms; outline 17 ms;
formatting 9 ms; completion, hover, references 1–3 ms.

## The studio

A click's response (the action run, its trace, the new state, each control's why-not, the graph's
highlight), release build, target 20 ms:

- over HTTP on `examples/recipes.flow`, eight statements: 1.3–2.5 ms (4209cb5). Reproduce with
  `flow studio examples/recipes.flow`, `curl -s -X POST 127.0.0.1:8765/api/sessions`, then
  `curl -s -o /dev/null -w '%{time_total}\n' -X POST 127.0.0.1:8765/api/sessions/ID/run -d
  '{"statement": "tap recipe"}'` and the like;
- in the browser, click to answer drawn (`body[data-last-action-ms]`): median 11.7–13.3 ms, 90th
  percentile 16–18 ms, worst 19–22 ms over three runs of
  `python3 Tests/FlowStudioTests/browser/studio_browser_test.py` against
  `.build/release/flow studio` (20 taps and backs; 7a228f9);
- HabitRPG imported whole (9 storyboards), at 483baec: opening a page 14 ms, the graph (214 KB of
  SVG) 50 ms, once per version of the file; a click over HTTP median 1.9–2.0 ms, worst 5.2–5.3 ms
  (a reset), up to 11 ms the first time a statement is seen.

## The importer

`flow bench --import STORYBOARD` (default 5 MB), at 6a3338e: 204 ms best for 5 MB (24.6 MB/s, the
`flow-import` process whole). `flow bench --storyboards DIR` runs on the ten storyboards of
`Tests/FlowImportTests/Fixtures/storyboards`. `flow import --app` on GoMap and Delta: 0.36–0.63 s,
35–37 MiB, at ae154d1 (<doc:RealApps>). Scaled, `flow import --app DIR -o OUT --force` with
three runs each on DuckDuckGo's app folder (681 Swift files, 6 MB) and four copies of it (2,724
files, 24 MB), 7b7be0f with a fuzzer niced on one core: 2.38 s (2.36–2.43) and 48.7 MiB, 8.48 s
(8.31–9.70) and 64.4 MiB — ×3.56 the time and ×1.32 the peak for four times the sources.
Objective-C: Kodi Remote 2.18 s, Moonlight 0.87 s (c7b9d5f). Threema (threema-ch/threema-ios,
1,976 Swift and Objective-C files), `flow import --app DIR -o OUT`, three runs of each build in
turn beside a niced fuzzing campaign: 9.7 s (9.2–10.4) and 91 MiB, where the commit before took
12.0 s (10.6–13.6): the moves over the app from outside its controllers, which walk every
coordinator's calls, are worked out once per import rather than at each of their three readings
(`SourceIndex.workOutMovesOverTheApp`); DuckDuckGo 3 % faster in the same way, the imports
byte-identical. Reading only the code the app's build compiles (a file holding an `#if` is parsed
once more, its left-out branches blanked, ActiveCode.swift) costs about a hundredth: 1ce0e9af
against cc235f5d, clean release builds, `farm-bench --vs`, pairs in turn beside a fuzzing
campaign's niced build: DuckDuckGo 2.62 s against 2.57 s of CPU (median ratio 1.017, 1.014–1.064,
five pairs), 64.9 against 63.4 MiB; Threema 9.44 s against 9.28 s (1.013, 1.004–1.038, three
pairs), 104.6 against 105.1 MiB.
The twenty-sixth session's readings (container helpers and slots, shared instances, window helpers,
Objective-C's property types and labelled arguments, the extensions of UIKit read as their callers'):
2ebd5e9e against 5f8f5068, release builds, `farm-bench --vs`, pairs in turn beside a niced fuzzing
campaign: DuckDuckGo 2.42 s against 2.34 s of CPU (median ratio 1.030, 1.007–1.040, five pairs),
65.7 against 65.1 MiB; Threema 1.008 (0.998–1.080, three pairs), 104 MiB both; Element (1,027 files,
Objective-C and Swift) 1.065 (1.010–1.078, five pairs; 1.056 in three more), 58.9 against 58.4 MiB, where the import now links 86
of 135 scenes' moves where it linked 57: the coordinator walks its Objective-C screens' delegate
messages start go further.
The twenty-seventh session's readings (children added when the size changes, navigation subclasses'
own roots, whole stacks, a method's dismissals and pops with the choices each is made in, guarded
dismissals, pages by identifier — each Objective-C class's identifier-like string literals in arrays
or handed to `instantiateViewControllerWithIdentifier:`, each Swift page view controller subclass's):
0ee756c5 against dc579018, release builds, `farm-bench --vs`, pairs in turn beside a niced fuzzing
campaign: DuckDuckGo 2.853 s against 2.806 s of CPU (median ratio 1.002, 0.983–1.017, five pairs),
66.9 against 65.6 MiB; Threema 9.68 s against 9.59 s (1.000, 0.926–1.018, three pairs), 108.2 against
105.3 MiB (+2.9 MiB, not traced: its Objective-C keeps 1,366 such literals, far less than that; each
trigger carries three more fields).
The twenty-eighth session's readings (callbacks of shown controllers — closures set on their
properties and delegate methods they call — worked out once per index and again once the storyboards
are known; a dependency container's registrations, read app-wide; library pagers' pages by identifier):
54e15cc5 against d2940724, release builds, `farm-bench --vs`, pairs in turn beside a niced fuzzing
campaign's build: DuckDuckGo 2.546 s against 2.426 s of CPU (median ratio 1.054, 0.942–1.073, five
pairs), 66.9 against 66.6 MiB; Threema 9.04 s against 8.94 s (1.011, 1.000–1.020, three pairs), 109.1
against 109.6 MiB. The callbacks' table is built twice in an import (by `prepare()`, for every reader
of the index, and once the import has read its storyboards); building it once is the first thing to
try if the five hundredths matter. Scaled at the session's end (bda6a888, release build, three runs
each, `farm-bench`, beside no other work): DuckDuckGo's app folder 2.74 s of CPU (2.68–2.77) and 67.1
MiB, four copies of it (2,724 files) 9.81 s (9.72–9.87) and 113.8 MiB — ×3.58 the time and ×1.70 the
peak for four times the sources.

The twenty-ninth session's readings (event streams' emissions linked to the subscriptions switching over
them, an interface controller's moves on the container it keeps, Objective-C's messages to the class's own
methods, a router given the launch's empty navigation controller, XcodeGen's spec): 022d6509 against
1c9d69d2, release builds, `farm-bench --vs`, pairs in turn beside a niced fuzzing campaign: DuckDuckGo
2.696 s against 2.620 s of CPU (median ratio 1.019, 0.960–1.054, five pairs), 67.9 against 66.7 MiB;
Threema 9.91 s against 9.68 s (1.015, 1.008–1.055, three pairs), 111.1 against 107.8 MiB. The streams'
linking is one pass over the emissions by enum and case, each emission's work bounded (a case more than
sixteen subscriptions switch over is linked to none).

The thirty-third session's readings add a pass over each class's and extension's body as it is entered
(the names whose controller slot a method sets: ContainersGivenChildrenOnProperties.swift): e2cf2bb6
against 00fdb3e9 (the same but that pass and the containers it feeds), release builds, `farm-bench -n 5
--vs`, pairs in turn, on Habitica's app folder (8 s of CPU, alone on the machine): median CPU ratio 0.981
(0.909–1.016), 96 MiB both — nothing to see beside the run-to-run spread.

The thirty-fourth session's readings (a navigation subclass's stack begun as it is made, a split's
column handed to a method: NavigationSubclassStacks.swift, SplitColumnsHandedIn.swift) work on what
the first reading found, for navigation and split classes only: cbfab02f against a00d629f, release
builds, `farm-bench --vs`, pairs in turn, a niced fuzzing campaign not yet started: Habitica 5.62 s
against 5.58 s of CPU (median ratio 0.984, 0.930–1.044, five pairs), 96 MiB both; WooCommerce, the
largest app and the one they change, 0.893 (0.774–1.002, three pairs), 124 MiB both.

## The graph, deep stacks and sessions

- `flow bench --graph`: 4,000 scenes, 172 ms best at 86f2adb.
- `flow bench --deep`, at 519cb37, best of 3: `push` 1,000 / 2,000 / 4,000 deep then `print tree`
  and `D#1.n`, 4.4 / 8.2 / 18.8 ms; a presentation chain 32 / 64 / 127 deep, 0.17 / 0.37 /
  0.85 ms.
- The REPL: 10,000 inputs and undos (`tap recipe`/`pop` then `:undo` each) in 3.6 s, 0.18 ms an
  input (951685c). A statement's first check costs the storyboard (about 6 ms on a 600-scene,
  90 KB file) and is kept until the declarations change: 100 `print tree` inputs on that file
  take 0.04 s in all, 50 `tap next`/`pop` pairs 0.05 s (`flow repl FILE < inputs`, 10d3282).

## See Also

- <doc:Reliability>
- <doc:Commands>

"""#,
        "Commands.md": #"""
# Commands

Every `flow` subcommand: what it does, its options, how it exits, and an example.

## Overview

`flow <subcommand> --help` prints a subcommand's options, and `flow help TOPIC` prints this
article (`flow help commands`) and the other references offline. The options below are those of
`--help`; the examples run from the repository's root.

### Common options

Most commands take these (each command's list says which): `check`, `fmt`, `run`, `test`, `repl`
and `explore` take `--format`, `--color`, `--quiet` and `-W`; `graph` takes `--format` (its own
formats); `diff`, `explain`, `import`, `lsp` and `studio` take none of them.

| option | meaning |
| --- | --- |
| `--format text\|json\|junit\|sarif` | output format: text, JSON Lines, JUnit XML (`flow test`) or SARIF 2.1.0 (`flow check`); default `text` |
| `--color auto\|always\|never` | colour; `auto` colours only on a terminal, and never when `NO_COLOR` is set |
| `--quiet` | print no warnings, only errors (the same as `-W none`) |
| `-W ID` | hide the warnings with this id or code (repeatable); `-W none` hides every warning |
| `--allow-files FOLDER` | let scripts use files in this folder too (repeatable); by default a script may use only files in its own folder |
| `--version`, `-h`/`--help` | the version; the command's help |

`check`, `run`, `test`, `fmt`, `graph` and `explore` read standard input for a file named `-`
(once; not with `fmt -i`), shown as `<stdin>` in diagnostics; devices and pipes such as
`/dev/stdin` or `/dev/null` are read like any file.

### Diagnostics

Errors are printed the way good compilers print them — position, the source line, a caret under
the exact range, a suggestion, and notes at related places:

```
recipes.flow:12:25: error: unknown scene 'RecipeDetial'
   12 |     cell recipe  -> show RecipeDetial id "showRecipe"
      |                          ^~~~~~~~~~~~
      = help: did you mean 'RecipeDetail'?
```

The parser recovers at the next line, `;` or `}`, so one run reports every independent error,
at most one a line and at most 50 in all. Every message has a stable id, kept with its text in
`Sources/FlowLang/Diagnostics/Messages.swift`.

With `--format json`, diagnostics are JSON Lines on standard output, one object each:

```json
{"file":"a.flow","line":2,"column":5,"endLine":2,"endColumn":9,"severity":"error","id":"expected",
 "message":"expected a member of the scene, found 'sise'","help":"did you mean 'size'?",
 "notes":[{"message":"…","file":"a.flow","line":1,"column":7}],
 "fixits":[{"line":2,"column":5,"endLine":2,"endColumn":9,"replacement":"size"}]}
```

Lines and columns are 1-based, columns count Unicode scalars, and the end is exclusive. `help`
is present only when there is one; `notes` and `fixits` are always arrays. The static checks'
warnings add `"code":"W104"` after `"id"` (<doc:StaticChecks>). In the streams of `flow run`
and `flow test`, where the file's diagnostics come before the trace's events or the tests'
objects, each diagnostic starts with `"kind":"diagnostic"`, as those objects carry their kind;
`flow check`'s stream is diagnostics alone and has no `kind`.

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
| 5 | `flow test --filter` matched no test (pytest's code, so that a typo cannot turn CI green) |
| 64 | usage: the command line was wrong |
| 65 | the input has errors (syntax or semantic diagnostics) |
| 66 | an input file cannot be read (the message says why: `no such file`, `is a directory`, `cannot be read (permission denied)`) |
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

`flow run <file> [--format] [--color] [--quiet] [-W] [--allow-files] [--verbose] [--time] [--strict] [--step-limit N] [--initial SCENE] [--platform N] [--watch] [--matrix all|width|platform]`

- `--verbose`: show layout callbacks (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`).
- `--time`: stamp every event with the virtual clock (seconds since launch).
- `--strict`: make UIKit warnings errors, unless the next statement expects them.
- `--step-limit N`: statements a run may execute before it is stopped (default 1000000).
- `--initial SCENE`: launch this scene, whatever the file's `initial` says (for an app that picks
  its root in code: `flow run Main.flow --initial Mail` for an imported storyboard without an
  initial view controller). Without it, a file that has statements but nothing to launch is an
  error at check time, with the fix.
- `--platform N`: run on iOS N (12 to 26), whatever the file's `platform` line says; without it,
  the file's line or the current release, iOS 26. iOS 12 has the sheet rules from before iOS 13
  and no `viewIsAppearing` (<doc:UIKitModel>).
- `--watch`: run again on every save of the file or its imports, clearing the screen on a
  terminal (Ctrl-C to stop).
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

#### The trace

`flow run` prints each statement it runs with its `file:line` from column 63 (or two spaces
after a longer statement), then what it caused, indented by two spaces, in UIKit's order:
callbacks (`RecipeList.viewWillAppear(true)`), notes that say in words what happened
(`segue showRecipe: RecipeList -> RecipeDetail (push on Browse)`, `present AddRecipeNav on Tabs
(fullScreen)`), UIKit's warnings (`warning: Attempt to present …`), what `print` writes, and failed
expectations (`expectation failed: …` with the reasons below). The launch `flow run` does by
itself is shown as `launch compact` with `(automatic)` in place of a location; a script that
starts with `launch` launches only once. `if`, `repeat` and `test` are not shown themselves,
only the statements they run; statements in hooks, unwind bodies and segue blocks are not shown,
only what they cause, at the place UIKit calls them. Layout callbacks appear with `--verbose`;
without it the app does not produce them at all, unless an `expect events` in the program names
one (`viewWillLayoutSubviews`, …), which then still sees them.
A runtime error ends the trace and is printed on standard error like a diagnostic
(`file:line:column: error: …`, the line and a caret); UIKit's exceptions read
`error: UIKit exception: …`.

`print tree` draws the window: `window  compact · iOS 26` (the iOS the app runs on: the current
release unless `platform iOS N` or `--platform N` says otherwise), then the hierarchy with `├─ └─ │`. A line is the instance's
name, then its details after two spaces, separated by ` · ` — `navigation`, `tabs, selected
Browse`, `split, collapsed|expanded`, `container`, `pages, showing X`, `not loaded` — and
`◀ visible` on the scene on top. What a controller presents comes after its children:
`presents AddRecipeNav  fullScreen · navigation`, with the style it resolved to. A line more
than 32 levels deep folds its outer columns into `┊depth┊` and draws the innermost eight, so a
deep chain of sheets prints in lines of one width, not wider and wider ones.

With `--format json`, the trace is JSON Lines: one object per line, keys in this order:

| key | value |
| --- | --- |
| `kind` | `statement`, `callback`, `layout` (only with `--verbose`), `note`, `warning`, `output` (`print`), `failure` (an `expect`), `error` (the last line of a run that stopped) |
| `file`, `line` | the statement's file and line (`null` for the automatic launch) |
| `statement` | the statement's source on one line |
| `text` | the event as the text trace shows it (`Browse.unwind(for: RecipeList)`), the note, warning or printed text, the failed expectation's summary, the statement itself, or the error message |
| `receiver`, `method`, `argument`, `label` | callbacks and layout only: `RecipeList`, `prepare`, `showRecipe` (as traces spell it, or `null`), the argument label or `null` |
| `time` | events only, with `--time`: the virtual clock in seconds (last key) |
| `automatic` | statements only: true for the automatic launch |
| `details` | failures only: the lines that explain it |
| `column`, `error` | errors only: the column, and `error`, `exception`, `warning` (`--strict`) or `limit` |

```json
{"kind":"statement","file":"recipes.flow","line":41,"statement":"tap add","text":"tap add","automatic":false}
{"kind":"callback","file":"recipes.flow","line":41,"statement":"tap add","receiver":"RecipeList","method":"shouldPerformSegue","argument":"AddRecipeNav","label":null,"text":"RecipeList.shouldPerformSegue(AddRecipeNav)"}
```

`--time` stamps each event with the virtual clock, `  [0.350] Detail.viewDidAppear(true)`, and
adds `"time"` to each event object; what takes time, and when, is
<doc:UIKitModel#Transitions-and-time>.

### flow test

Run the `test` blocks of `.flow` files, each on a freshly launched app with fresh variables; a
line per test (✔ passed, ✘ failed, with the reasons indented below), then `N passed, N failed`.
Exits 1 when a test failed, 5 when `--filter` matched no test, 65 when a file has errors.

`flow test <files> ... [--filter TEXT] [--strict] [--step-limit N] [--format] [--color] [--quiet] [-W] [--allow-files] [--initial SCENE] [--platform N] [--watch] [--matrix all|width|platform] [--export xcuitest FILE]`

- `--filter TEXT`: run only the tests whose name contains this text.
- `--strict`: make UIKit warnings fail their test, unless the next statement expects them.
- `--step-limit N`: statements a test may execute before it is stopped (default 1000000).
- `--format json|junit`: one JSON object per test and a summary, or JUnit XML for CI services. A
  test's object has `kind` `test`, its name, file, line, status, duration in seconds, failures
  (file, line, column, summary and details), error and output (what `print` wrote); the last
  object has `kind` `summary`.
- `--initial SCENE`, `--platform N`, `--watch`: as for `flow run`.
- `--matrix [all|width|platform]`: every test on every device class, a table of results, the
  failures with their configuration and the first divergence between traces.
- `--export xcuitest FILE`: write the file's tests as XCUITest sources rather than run them (below); to a folder (`UITests/`), with a README of what the app provides.

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

#### One script on every device class: --matrix

The same storyboard behaves differently on an iPhone and an iPad, and before and after iOS 13: a
popover becomes a sheet, a form sheet goes full screen, a split view collapses. `flow test --matrix`
runs every test in compact and regular width under the current rules and under `platform iOS 12`'s,
and prints a row per test and a column per configuration, then each failure with the configurations
it failed in (once for all of them when it reads the same, `— every configuration`), then, wherever two configurations' traces differ, the first statement where they do,
its events side by side (`≠` marks the lines that differ; long shared runs are elided):

```
$ flow test --matrix examples/settings.flow
test                                                                     compact   regular   compact   regular
                                                                         iOS 26    iOS 26    iOS 12    iOS 12
help is a popover in regular width and a form sheet in compact           —         ✔         —         ✘
…
"help is a popover in regular width and a form sheet in compact": regular · iOS 12 parts from regular · iOS 26 at
  size compact                                                  examples/settings.flow:114
      regular · iOS 26                        │ regular · iOS 12
      … 14 shared lines
    ≠ HelpTip adapts to formSheet             │ HelpTip adapts to fullScreen
    ≠ Split.traitCollectionDidChange          │ Split.viewWillDisappear(false)
```

`--matrix width` and `--matrix platform` run one axis (the other as the file has it); `flow run
--matrix` does the same for the file's script, as one row. A test (or script) that starts with
`launch regular` (or `launch compact`, or plain `launch`) pins its width and runs only there
(`—` in the other columns); a file that declares `platform iOS 12` pins the platform. The first
configuration is the baseline every other one is compared with. `--format json` gives a
`configuration` object per column, a `row` per test with its results and failures, a `divergence`
per difference (both sides' events) and a `summary`. Exit 1 when a test failed in any
configuration, 70 when an error stopped one. The engine is FlowKit's (`FlowDocument.matrixTests`,
`matrixScript`, `MatrixReporter`), and `Tests/FlowCLITests/Snapshots/matrix-*` hold every example's
table.

#### The same tests on the real app: --export xcuitest

`flow test editor.flow --export xcuitest EditorUITests.swift` (`-` for standard output) writes one
`XCTestCase` per test of the file, each with a `testFlow()` that launches the app
(`XCUIApplication`, with the launch arguments `-FlowInitial <initial scene>`) and makes, step by
step, the gestures the flow statements stand for; every step is preceded by a comment naming its
flow line (`// editor.flow:86: type "Groceries" in name`), so a failure on the device points back to
the `.flow` file:

| flow | XCUITest |
| --- | --- |
| `tap add` (a button) · a cell · an accessory · a bar item · a gesture | `app.buttons["add"].tap()` · `app.cells["…"].firstMatch.tap()` · `app.cells.buttons["…"]` · `app.navigationBars.buttons["…"]` · `app.otherElements["…"]` |
| `tap discard` (an alert's action) | `app.alerts.buttons["Discard"].tap()` (its title; `app.sheets` for an action sheet) |
| `back` · `select Tab` · `select 2` | the navigation bar's first button · `app.tabBars.buttons["<tab's title>"]` · by position |
| `swipe back … then finish` · `swipe down … then finish` · `swipe up`, `next`, `previous` | an edge drag · `app.swipeDown()` · `swipeUp()`, `swipeLeft()`, `swipeRight()` |
| `search "pasta"` · `search scope "Soups"` · `cancel search` · `type "x" in name` | the search field tapped and typed in · the scope bar's button (`app.segmentedControls.buttons["Soups"]`) · its Cancel · the alert's text field typed in |
| `open "URL"` · `background` · `foreground` · `size regular` | `app.open(URL)` · the Home button · `app.activate()` · the device turned |
| `expect visible == Scene` | a wait of 5 s for the scene — its navigation bar when it has a `title` (`app.navigationBars["Recipes"]`), else its view, `app.otherElements["Scene"]`; an alert or action sheet by its title — with the message "Scene did not appear" |

A step that only the app's code takes becomes a link the test opens, which the app's UI-test build
handles by doing what the flow line says the code does: `perform "showRecipe"` is
`app.open(URL(string: "flowtest://perform/showRecipe"))`, whose handler calls
`performSegue(withIdentifier: "showRecipe", sender: nil)` on the controller on screen. Every link is
`flowtest://VERB[/NAME][?KEY=VALUE]`, percent-encoded, in the statements' own words: `perform`
(`?from=Scene`), `present`, `show`, `detail` and `push` of a scene (instantiated by its storyboard
identifier), `pop` (`?to=root`, `?to=Scene`), `dismiss` (`?on=Scene`), `unwind`, `set` of a
variable to a literal (`flowtest://set/saved?value=1`: the app sets what the variable stands for),
and `activity` and `shortcut` for `open activity` and `open shortcut`. The file's header lists the
links its tests open, each with what the app does for it.

What neither a gesture nor a link stands for is said, not faked: a value only the model computes
(`set saved = saved + 1`), a container's own calls (`embed`, `replace`, `begin appearing`),
flow's own view of the app (`expect events`, `print`), an expectation about the model's state
(`expect saved == 1`), a gesture let go halfway, get the comment `// not on a device: …` instead
of code. The app is found the way the generated code says: a control by what the
scene's `accessibility NAME "text"` says — the identifier or label XCUITest matches, which `flow
import` writes from the storyboard (the control's accessibility identifier, else its accessibility
label, else the title it shows, a system bar item's label included: `accessibility mainMenu "Main
Menu"`; an image-only button or item of the storyboard gets `accessibility NAME ""`, nothing; a
SwiftUI link its label when that is exactly a string, `NavigationLink("About") { … }`) — else
by its flow name as its identifier (`button add` → `accessibilityIdentifier = "add"`); a scene by
its view's identifier — what its `accessibility "text"` says, which `flow import` writes from the
storyboard's root view, else the scene's name. The file's header lists the identifiers the app must set for that.

Given a folder — one that exists, or a path ending in `/`, which flow makes (`--export xcuitest
UITests/`) — flow writes the tests there as `<File>UITests.swift` (`RecipesUITests.swift` for
`recipes.flow`) with a `README.md` for the iOS team: the launch arguments, the accessibility
identifiers and the links the app provides (with an outline of the links' handler), how to add the
file to a UI-testing target and run it, and how a failure maps back to its flow line.

To run them: add the file to an Xcode UI-testing target (File › New › Target › UI Testing Bundle,
then drag the file in, target membership on), and run `xcodebuild test -scheme <App> -destination
'platform=iOS Simulator,name=iPhone 16'` in CI, or ⌘U in Xcode; each test's failure names the
step's flow line in the comment above it. The sources are type-checked here, without a Mac, against
a stub of the XCTest UI API (`Tests/FlowKitTests/Fixtures/xcuitest-stub`), and every example's
export is a golden file (`Tests/FlowKitTests/Fixtures/xcuitest`), as is the export of an imported
app's explored paths (flow explore's, below; Delta's main storyboard). `flow check` warns about two
controls of a scene a UI test finds by the same text (W118), and about a test's step that a UI test
cannot make because the app gives its control or scene nothing to be found by (W119: `flow import`
writes `accessibility NAME ""` for an image-only button or bar item of the storyboard, and
`accessibility ""` for a scene with neither a title nor a view identifier), with the identifier to
set.

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

`flow repl [<file>] [--history-file PATH] [--echo] [--initial SCENE] [--platform N] [--format] [--color] [--quiet] [-W] [--allow-files]`

- `--history-file PATH`: where the history is kept (default `~/.flow_history`).
- `--echo`: write each input before its output (for piped input, which no terminal shows).
- `--initial SCENE`: launch this scene, whatever the file's `initial` says.
- `--platform N`: run on iOS N, as `flow run --platform` does.

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

#### At the prompt

Statements run at once and print their events; declarations (a new scene, or one that replaces a
scene of the same name) change the loaded storyboard live. Input with an open `{` continues on the
next line. Tab completes by context — keywords, the controls a person could tap now after `tap`,
scenes after `push`/`present`, identifiers after `perform`, actions after `unwind`, variables, and
`:commands`. History is kept in `~/.flow_history` (bounded); Ctrl-C cancels the input, Ctrl-D quits.
Errors never end the session: a UIKit exception leaves the app as it was before the input. Input
still inside an open `{`, `(` or `[` when the input ends (the end of piped input, or Ctrl-D on a
continuation line) is not run and not dropped silently: `<stdin>:1:9: error: unfinished input: '{'
is not closed at the end of input, so lines 1–2 were not run`, and `flow repl` exits 65.

```
$ swift run -q flow repl examples/recipes.flow
flow repl — :help for help, Ctrl-D to quit
RecipeList> tap recipe
  RecipeList.shouldPerformSegue(showRecipe)
  RecipeList.prepare(showRecipe)
  segue showRecipe: RecipeList -> RecipeDetail (push on Browse)
  RecipeDetail.willMove(Browse)
  RecipeDetail.viewDidLoad
  RecipeList.viewWillDisappear(true)
  RecipeDetail.viewWillAppear(true)
  RecipeDetail.viewIsAppearing(true)
  RecipeList.viewDidDisappear(true)
  RecipeDetail.viewDidAppear(true)
  RecipeDetail.didMove(Browse)
RecipeDetail> scene Help { title "Help" }
declared Help
RecipeDetail> present Help style formSheet
  present Help on Tabs (formSheet)
  Help.viewDidLoad
  Help.viewWillAppear(true)
  Help.viewIsAppearing(true)
  Help.viewDidAppear(true)
  RecipeDetail.presentCompletion
Help> :tree
window  compact · iOS 26
└─ Tabs  tabs, selected Browse
   ├─ Browse  navigation
   │  ├─ RecipeList
   │  └─ RecipeDetail
   ├─ Favorites  navigation · not loaded
   │  └─ FavoriteList  not loaded
   └─ presents Help  formSheet  ◀ visible
Help> :save session.flow
saved session.flow: `flow run session.flow` replays this session
```

Meta-commands: `:help [topic]` (every statement, declaration and command, with an example), `:tree`,
`:where` (the visible scene and the containers and presenters around it, in one line: `Tabs (tabs:
Browse) › presents AddRecipeNav (navigation, fullScreen) › AddRecipe`), `:events` (the last input's
events again), `:history` (the inputs accepted so far), `:load FILE`, `:reload`, `:reset`
(relaunch), `:undo` (back to the state before the last input), `:save FILE` (the session as a script
that replays it), `:edit NAME` (the declaration in `$VISUAL` or `$EDITOR`, run through the shell, so
an editor command with arguments works; saved changed, it replaces the old one as a typed input
would, and `:undo` takes it back), `:prompt path` (the prompt shows the containers around the
visible scene; `:prompt scene` goes back), `:stale-tests drop` (a declaration that breaks only tests
— a renamed control a test still taps — goes through, those tests set aside with a warning each; by
default it is refused, saying which declaration and why; FlowKit's `Session.dropsStaleTests`),
`:quit`. When standard input is not a terminal, lines are read without prompts or escape codes, so
`printf 'tap add\n:tree\n' | flow repl app.flow` is scriptable; `--echo` writes each input before
its output (`> tap add`), so the transcript reads like a session. Errors name the input they are in
(`<input 3>:1:5: error: …`), or the loaded file's own line for one in its declarations (a hook's
runtime error, a test a new declaration would break), and `:load` says why a file cannot be read (`no such file`, `is a
directory`, `permission denied`); `:save` writes the session in the canonical layout, so `flow fmt`
leaves it as it is, with the comments that stood above each declaration (and the file's opening
comment) kept.

#### Why not, and how to get there

`:why-not STATEMENT` says what a statement would do from here and why not the obvious, without
running it: the statement runs on a throwaway copy of the app, and what it did is read against the
storyboard — a control that is not on screen (and whose it is), a `when` guard that is false (and
the values it read), the presentation slot taken, a transition in flight, the unwind search (each
controller asked, in UIKit's order, and its answer), `show` falling back to a modal presentation, a
popover adapting to a sheet. `:paths-to SCENE` gives the shortest statements from here that make a
scene visible: the explorer searches breadth first from a checkpoint of the session (12 actions
deep, 50,000 states at most). Neither changes the app, the variables or the history.

```
RecipeDetail> :why-not tap add
it would fail:
  no scene a person can tap has the control 'add' ('add' belongs to 'RecipeList')
  'add' is a control of RecipeList, none of them on screen and uncovered (what a person sees: Tabs (tabs: Browse) › Browse (navigation) › RecipeDetail)
RecipeDetail> :paths-to AddRecipe
2 statements make AddRecipe visible (none shorter):
  pop
  tap add
Composer> :why-not unwind saved
it would do nothing:
  unwind saved: no view controller above Composer performs it
    the search from Composer, in UIKit's order (its parent outwards, each container's children first):
      Message does not implement it
      Inbox implements it, but canPerformUnwindSegueAction returned false
      Nav does not implement it
```

Both are FlowKit's (`Session.whyNot(_:)`, `Session.path(to:)`), for an editor or a page to show;
`Tests/FlowKitTests/Fixtures/why-not` holds a golden per reason.

### flow graph

Draw the navigation graph of `.flow` files: scenes, containers, segues and unwinds. DOT, Mermaid,
JSON and text need nothing else; SVG and PNG run Graphviz's `dot` (exit 69 without it). A file
with errors prints its diagnostics and no graph (exit 65).

`flow graph <files> ... [--format dot|mermaid|svg|png|json|text] [-o/--output FILE] [--focus SCENE] [--depth N] [--unwinds each|collapsed|hidden] [--no-legend] [--check BASELINE]`

- `--format`: what to write (default `dot`); `text` is a canonical dump to commit as a baseline.
- `--unwinds each|collapsed|hidden`: how drawings (`dot`, `svg`, `png`) show unwind segues: each
  from its source to each scene UIKit's search can ask first (the default): an implementer that
  can be above the source along a path with no nearer implementer (<doc:UIKitModel#Unwind-segues>),
  and from each of those that accepts only `when` a condition holds, an edge marked "if it
  declines" to what the search asks next; `collapsed`, an action used more than
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

#### What the drawing shows

`examples/recipes.svg` is the drawing of `examples/recipes.flow`, made with
`flow graph --format svg examples/recipes.flow -o examples/recipes.svg` (a test checks that it is
valid and names every scene and trigger).

- **Nodes.** Every scene and container is a node showing its name and title. Containers are
  filled boxes labelled with their kind. The initial scene has a thick border and an arrow from a
  dot, as Interface Builder draws it. Each storyboard an `import` brings in is a dashed cluster,
  "Settings (imported)".
- **Relationships.** Navigation root, tabs and pages in order (`tab 1`, `tab 2`), split columns and
  embeds are thick grey lines with a diamond at the container.
- **Segues.** Each segue is labelled with its trigger (`button add`, or `segue "ID"` for a manual
  one), its kind (`present (fullScreen, coverVertical)`, `custom CardSegue`) and its `when` guard.
  The line style follows the kind, and a legend explains it: show thin black, detail double,
  present thick blue, popover dotted blue, custom purple.
- **Actions.** A control's action (`button cancel { if edited { present Discard } else { pop } }`)
  is code, not a segue: each scene it may present, show or push, in any branch, and each unwind it
  fires is an edge of that kind labelled with the control and `code` (`present (code)`; a `code`
  word at the end of the text format's line, `"code": true` in JSON). Its dismissals and pops
  draw nothing: they go back along edges already drawn. An action replacing the window's root
  (`set window.rootViewController = Main`) is a thick green double-headed edge, `window root
  (code)` (`segue S.SignIn button go -> root S.Main code` in the text format, `"kind": "root"` in
  JSON).
- **Unwinds** are dashed orange: an edge to each scene the unwind may reach (`--unwinds` above
  says which, and how else to draw them). A scene can be below the source when the source can be
  reached from it through segues and relationships, or when a container the source can be reached
  from holds it through relationships (that is how UIKit's search finds the root of another tab),
  but the source is not below itself through its own containers: UIKit asks only the controllers
  above it (W103 then says so at the source's own `unwind`). The destination's own `when` shows as `accepts when …`, and such a destination has an edge of
  its own, "if it declines", to the scenes UIKit's search asks next: a scene the search can stop
  at is drawn once, however many guarded implementers stand before it (in the text format, the
  trigger `declines ACTION`). An unwind that no scene implements goes to a "nowhere" node.

#### The text format and --check

`--format text` writes one line per storyboard, initial scene, node or edge, sorted within fixed
sections. It has no paths, positions or layout, so it changes only when the navigation does;
comments, spacing and declaration order don't count:

```
# flow graph text 1
storyboard Main
initial Main -> Main.Tabs
node Main.RecipeList scene title "Recipes"
relationship Main.Tabs tab 1 -> Main.Browse
segue Main.RecipeList button add -> present Main.AddRecipeNav style fullScreen transition coverVertical
unwind Main.AddRecipe button save -> Main.RecipeList action saveRecipe when `recipeName != ""`
```

`flow graph --check BASELINE FILE…` and `flow diff OLD.flow NEW.flow` print the same semantic diff
and exit 1 when there is one:

```
removed segue Main.RecipeDetail button notes -> present Main.Notes style overCurrentContext
changed segue Main.RecipeList button add: style fullScreen -> pageSheet
added segue Main.RecipeList button share -> popover Main.Share
changed unwind Main.AddRecipe button save -> Main.RecipeList: when `recipeName != ""` -> (none)
4 changes: 1 added, 1 removed, 2 changed
```

When nothing changed, `flow diff` says `no changes: the navigation graphs are the same` and exits 0.
A file without a `storyboard` line takes its name from the file, so `flow diff` treats two
versions with different file names as the same storyboard.

#### JSON (version 1)

One object; every key is always present, `null` means absent.

```
{
  "version": 1,
  "storyboards": [ {"name", "file", "imported": bool, "initial": node id | null} ],
  "nodes": [ {"id": "Main.RecipeList" | "nowhere",
              "kind": "scene" | "navigation" | "tabs" | "split" | "container" | "pages" | "nowhere",
              "storyboard": string | null, "name", "title": string | null, "initial": bool,
              "location": {"file", "line", "column"} | null} ],
  "edges": [ {"kind": "relationship" | "show" | "detail" | "present" | "popover" | "custom" | "unwind"
              | "search" | "root",
              "from": node id, "to": node id,
              // relationship:
              "relationship": "root" | "tab" | "page" | "primary" | "secondary" | "embed",
              "index": int | null (tabs, pages, embeds, from 1), "identifier": string | null,
              // show, detail, present, popover, custom:
              "trigger": {"kind": "button" | "cell" | "accessory" | "item" | "gesture" | "segue", "name"},
              "identifier", "style", "transition", "animator", "presenter", "anchor", "class": string | null,
              "animated": bool, "when": string | null,
              // root (an action's set window.rootViewController): "trigger", "code": bool;
              // search (a scene's search to its results controller): nothing more;
              // unwind (one edge per scene asked first; from a guarded implementer, trigger
              // {"kind": "declines", "name": action}: where the search goes when it declines):
              "trigger", "identifier", "action": string, "when": string | null, "accepts": string | null,
              "location": {"file", "line", "column"} } ]
}
```

Node ids are `Storyboard.Name`; `nowhere` is the node for unwinds no scene implements. `when` is
the segue's own guard (shouldPerformSegue), `accepts` the destination's (canPerformUnwindSegueAction),
both printed in one canonical form. A location is where the node's name, the segue's trigger or
the relationship's child is written (1-based lines, columns in characters). Nodes come in
storyboard and declaration order, edges grouped by their source node in the same order.

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

`flow explore <file> [--depth N] [--max-states N] [--max-stack N] [--actions LIST] [--initial SCENE] [--platform N] [--widths LIST] [--tests FILE] [--xcuitest FILE] [--threads N] [--no-timing] [--format] [--color] [--quiet] [-W] [--allow-files]`

- `--depth N`: actions from the launch beyond which the search does not go (default 40).
- `--max-states N`: states to store before the search stops (default 200000).
- `--max-stack N`: the longest navigation stack or presentation chain a stored state may have
  (default 8). A state past it is a `growth` finding and is not stored; so is a state where a
  container is inside itself (a tab bar pushed onto the stack of one of its own tabs, which
  nests without end although no single stack grows): "'T' grows by nesting".
- `--actions LIST`: kinds of action, comma-separated: `tap`, `back`, `swipe-back`, `swipe-down`,
  `select`, `swipe-page` (`swipe next` and `swipe previous`), `outside`, `size`, `perform`,
  `search`, `open` (default: all). `perform` is what the app's code does: each manual segue
  (`segue "ID" -> …`, which only code performs) of a scene on screen, as `perform "ID"` on the
  visible scene or `perform "ID" from Scene` on a container or a scene beside it, when the one on
  screen is the scene's newest instance, the one `from Scene` names — in an imported app, most of
  the navigation. `search` types `search "a"` in a search field on screen and taps
  Cancel in an active search; `open` opens the app by each of the file's links (a `{name}` part as
  `x`), activities and quick actions, in every state.
- `--initial SCENE`: launch this scene, whatever the file's `initial` says (for an app that picks
  its root in code), as `flow run --initial` does.
- `--platform N`: explore on iOS N, as `flow run --platform` does.
- `--widths LIST`: width classes, comma-separated; the first is the launch's, two add `size`
  actions (default `compact`).
- `--tests FILE`: write tests that fire every reachable segue and unwind to this file. Its
  imports lead to the explored file's imports from wherever it is written; outside the explored
  file's folder, run it with `flow test --allow-files FOLDER` (a script may use only its own
  folder's files), as the command then says.
- `--xcuitest FILE`: write those tests as XCUITest sources, to run on the real app (as flow test
  exports a file's tests, above); each step names its line in the tests `--tests` writes. A step
  reached only by code (`perform "ID"`) is a link the app's UI-test build handles
  (`flowtest://perform/ID`); to a folder, with the README of what the app provides.
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

#### States, actions and findings

A state is what a person can tell apart: the window's hierarchy (containers, stacks, selected tabs,
split state, the presentation chain with its resolved styles), the width class, and the variables
(instance variables and globals) — never the instances' `#2` names or the clock. Each state is
folded into a 128-bit hash and explored once; the search branches from checkpoints of the app
(`Interpreter.checkpoint()`). The actions are a person's: tap each control on screen (unqualified
unless two visible scenes share the name), the navigation bar's back button (`back`, which a scene's `back when` may refuse), `swipe back`, `swipe
down` on a sheet, `swipe next` / `swipe previous` on a page view controller, tap another tab
(`select N`), `tap outside` a popover, and with two `--widths`, `size`; and what the app's code
does, `perform` of each manual segue on screen. Each runs as in `flow run`, with guards, hooks and
unwind bodies; a file's script and tests are not actions. The search stops at `--depth` (default
40), `--max-states` (200,000) and `--max-stack` (8: the longest navigation stack or presentation
chain) and says so ("cut short by --depth"). Results are the same for any `--threads`.

Findings, each with its shortest path as lines of a script: `exception`, `warning`, `error`,
`limit` (what an action raised; one finding per message, whatever instance numbers it names, so
UIKit's warning about `Sheet#3` is the one about `Sheet` met deeper), `unwind-without-destination`, `dead-end` (no action leads
anywhere else; one per scene, with a count of states), `undismissable` (a presentation no
sequence of actions can dismiss), `growth` (a cycle that grows a stack or the chain without
limit: `LoopA -> LoopB -> LoopA`; per stack, the shortest cycles first, each that brings a scene
no other finding of that stack names, the first saying how many more cycles mix the same scenes,
so screens that can all show one another are one finding each, not one per order of them), and, without a path, `unreached-scene`,
`unfired-segue`, `unfired-unwind`, `untapped-control`. A scene is reached once it is on screen: a
tab when it is shown (UIKit loads a tab's view when it is first selected), not as its tab bar
loads, so a tab the tab bar's delegate refuses (`select X when false`) is never reached. An action no control sends (`segue
"doneTapped" { dismiss }`, an imported method of a screen made in code or of a storyboard scene
no control calls) counts among the segues, fired when its method runs; a control's action counts
with its control.

```
explore examples/recipes.flow
  states                    7
  transitions               13
  depth                     2
  search                    complete
  scenes reached            10 of 10
  segues fired              5 of 6
  unwinds performed         1 of 2
  controls tapped           6 of 6
  ...
  tests written             2 (6 steps)
  tests cover               segues 5 of 5 reachable, unwinds 1 of 1, scenes 5, states 5

1. dead-end: no action leads anywhere else from 'Notes'
    tap recipe
    tap notes
```

#### Covering tests

`--tests OUT.flow` writes the file's declarations followed by tests that together fire every
reachable segue and unwind at least once: a greedy covering walk, each test going to the
nearest transition that fires something not yet fired, on from where it lands, up to 24 steps,
each step followed by `expect visible == X` and `expect stack(Nav) == [...]`. The file passes
`flow test` and is formatted as `flow fmt` prints it.

#### JSON

`--format json` prints one object (keys sorted): `{ "file", "states", "transitions", "depth",
"complete", "cuts": ["depth" | "max-states" | "max-stack" | "interrupted"], "coverage": {
"scenes", "sceneTotal", "segues", "segueTotal", "unwinds", "unwindTotal", "controls",
"controlTotal" }, "findings": [{ "kind", "message", "path": ["tap add", …] }], "timing": {
"seconds", "statesPerSecond", "bytesPerState" }, "tests": { "count", "steps", "segues",
"reachableSegues", "unwinds", "reachableUnwinds", "scenes", "states" } }`; `timing` is left out
with `--no-timing`, `tests` without `--tests`. Embedders: FlowKit re-exports FlowExplore —
`document.explore(options:) -> ExploreResult?`, `document.coveringTests(of:)`,
`ExploreReport(result:tests:).text()/.json()`, `result.graph.path(to:)`.

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
  folders skipped, and `Packages` unless the Xcode project beside it refers to its local packages; the launch screen left out — every launch screen an Info.plist in the folder names, a
  variant app's beside the app's — unless a storyboard embeds it or the app launches into
  it as its main storyboard too) with every Swift and
  Objective-C file read as `--sources` — but for other targets' files: the folders whose Info.plist
  is an app extension's, an App Clip's, a watch app's, a macOS app's, or a second iOS app's (when
  the outermost Xcode project, or the one a workspace at the top is named for, builds one app's
  plists and not another's, when one app's Info.plist
  names what it launches and another's does not, or when several do and one is in a folder named
  as the Xcode project) are theirs, as are storyboards for macOS, watchOS or
  tvOS, and sources in folders named for another system (`tvOS`, `macOS`, `watchOS`,
  `VideoPlayer-tvOS`), and sources and storyboards no target of the folder's Xcode projects (or of
  those in up to three folders above it, not above the repository's top) builds, or only an app
  extension's, a watch app's, a test bundle's or another system's target does (one whose every
  configuration sets `SDKROOT` to `appletvos`, `watchos`, `macosx` or `xros`), when a project
  names another file in their folder and no synchronized folder of Xcode 16 holds them (a screen's
  old copy left on disk; the summary lists them as "not read"); of two storyboards of one name, the one nearer the app's
  Info.plist is the app's — into the folder `-o` names, plus `App.flow`, the entry:
  it imports every storyboard, so `flow check`, `run` and `explore` of it see the whole app, and
  launches where the app does — Info.plist's `UIMainStoryboardFile` or scene manifest's
  `UISceneStoryboardFile`, the Xcode project's `INFOPLIST_KEY_…` settings, or the storyboard an
  app or scene delegate installs as the window's root; where none names a storyboard, or where the
  delegate's launch method (or a method it calls, a coordinator's `setup()`, or the initializer of
  an object it makes then) replaces the window's root, as UIKit then shows it, the view
  controller the delegate makes in code as the window's root (in `Code.flow`, with the navigation
  controller it or a coordinator's `start()` puts around it, the children a container of the
  app's is made with, the columns a split view controller subclass fills, or the split or tab bar a
  coordinator keeps in a property and fills), a hosting controller of the app's SwiftUI, or a
  storyboard's scene it instantiates, in Swift or in Objective-C (`self.window.rootViewController =
  …`; a Swift class Objective-C makes by the name it gives it, `@objc(VLCTabBarController)`, is the
  Swift class; a property whose `didSet` gives the window its value as root is set as the root);
  of several scene delegates, the one the app delegate's `application(_:configurationForConnecting:options:)`
  gives its configuration as `delegateClass` outside every condition (those it gives under one
  answer another role or activity), else the one Info.plist's scene manifest names first for the
  app's windows (never one it names only for an external display or CarPlay); for an app on
  SwiftUI's life cycle, the view its `App`'s `WindowGroup` shows (of an `if` or `switch` there,
  the first branch's, each other branch's its other root). A root the delegate sets in a
  method of its own that the launch does not run, that it names as a target's (`#selector`,
  `@selector`: a notification's observer, not one of the app resigning or going to the background)
  or that UIKit calls as a person opens a link to the app, a notification or a quick action, and
  that no other class calls (a launch screen first, the app's home once it is ready; an OAuth
  sign-in's callback) — or in the delegate's methods that one calls — is a segue of the launch scene
  named after that method, so that the app goes on from its launch; so is each root the launch hands
  a helper of the delegate's that sets the window's root to its parameter, and the root an object
  the launch makes or messages sets (a coordinator's `start()`) beside the delegate's own. A split
  view the launch may set is where it launches, as a tab bar is, the plain root passed over for it
  (an onboarding, a sign-in) its other root. A closure a method keeps in a local and calls by name
  is read at each call, its parameters the call's arguments (a launch calling its set-up closure
  from each branch). A split view whose
  delegate (the split itself, an object it keeps in a property, or the app's delegate for the split
  the app launches into) may answer true to `splitViewController(_:collapseSecondary:onto:)` gets
  `discard secondary`, unless it answers false first for a secondary that is a navigation
  controller, as this one is. An app
  with no storyboard at all imports too: its screens are `Code.flow`'s; in it a move to a class
  another container holds as a child is no W109 (`// flow: allow W101, W109`), since each move
  there makes a new controller, as the code's initializer does. A storyboard's navigation
  controller that relates no root takes as its root the first of the stack the code sets on it
  (`setViewControllers(_:animated:)` or `viewControllers =` on the scene instantiated there, on a
  local or property of its class, or on itself as it loads), when every such place gives the same
  first; a comment names the place, and those calls are no moves. Navigation done by coordinators — a view controller
  calling its delegate or coordinator, which pushes or presents — is the view controller's, and a
  coordinator taking the destination and the transition as enum cases (`present(scene: .profile(…),
  from: self, transition: .show)`) moves to that case's controller that case's way
  (<doc:RealApps#How-a-storyboard-becomes-flow>); a coordinator's start is its `start()` (any
  labels) or a `startWith…` method (`startWithOptions(_:)`). A move in the iPad's branch of an
  `if` or `switch` over the device (`userInterfaceIdiom`, or an app's own enum of it, `switch
  InterfaceIdiom.current() { case .iPad: … }`) is none on the iPhone flow models. A tab bar's tabs
  may be built by a loop over an enum's cases in a closure called in place (`{ var controllers = …;
  tabs.forEach { controllers.insert(rootTabViewController(tab: $0), at: …) }; return controllers
  }()`), or be navigation controllers it keeps in properties, rooted by the stacks its methods set;
  a custom container it keeps in a property and gives its child on the container's child property
  (`ordersContainer.wrappedController = …`, the container's `didSet` adding it) is a scene of its
  own embedding that child; a split view controller subclass a screen keeps in a property, gives its
  columns (`setViewController(_:for:)`) and adds as its child is embedded there; a column set to a
  method's parameter (`showSecondaryView(_ viewController:)`) is what the calls made as the keeping
  class is made (its initializer, what that calls, its `viewDidLoad`) hand that method. A
  navigation controller subclass of the app's whose initializer calls a method of its own that
  begins its stack (`startRefundNavigation()` setting `[refundViewController]`) is a `navigation` of
  that class rooted there, its other methods' moves its own segues (a method only the closures it
  sets on its screens call is those screens'). What was found, and where the launch was
  read, is said on standard error; when no launch is found, or only guessed, so is each place the
  code sets the window's root (`AppCoordinator.swift:101 (AppCoordinator.init)`), where a run or
  an exploration may be started by hand. A view controller's call followed through the objects it
  reaches (coordinators, presenters) as far as the 32 methods the walk allows, with calls left, is
  said too (`flow import: cut short: SettingsViewController.swift:88: …`): its moves past them are
  not read; past the first three such calls, the rest are one line by file (`and 72 more calls the
  same way: FilePickerVC.swift:88, 120; …`). The Swift read is what the app's release build for an iPhone compiles: a branch of an
  `#if` that build leaves out (`#if targetEnvironment(macCatalyst)`, `#if os(macOS)`, `#if false`,
  and custom conditions such as `#if DEBUG` as the app target's `Release` configuration in its
  Xcode project sets them, its `.xcconfig` files included, or in XcodeGen's `project.yml` where no
  project is committed) is not read; an `#if` asking for a custom condition no project says keeps
  every branch; the directives of an `#if` decided go too, so a function whose body is an `#if`
  returns the iPhone branch's value. A file is read to a nesting of 256 levels (`{`,
  `(`, `[`, `<`, `#if`), in every build; past it the rest of the file is not read, and the
  import says where (`flow import: not read: Chat.swift:412: from here to the end of the file, …`),
  as it does of a file nesting `[` more than 12 deep, or holding six quotes in a row outside a line
  comment (a broken string literal swift-syntax 603's parser stops the program on), not read at all.
  Restoration identifiers are imported only when the app's code
  opts in to state restoration (`application(_:shouldRestoreSecureApplicationState:)`): otherwise
  UIKit restores nothing. The SwiftUI the code hosts (`UIHostingController(rootView:)`) is read
  too and written to `SwiftUI.flow` (<doc:RealApps#How-a-storyboard-becomes-flow>): a view's
  `NavigationLink`s, `navigationDestination`s and sheets, and the views it hands in a trailing
  closure to a presenter of the app's (`Coordinator.shared.present { _ in ContactBookView() }`, a
  method whose name begins with `present`), each a presentation named after that method; an app's
  wrapper named for a navigation stack and handed its content (`ThemeNavigationStack { … }`) puts
  that content in one. A representable embeds what its `makeUIViewController` makes, there, in a
  method of its own or through another type's factory, in the navigation controller made around it.
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

Each declaration imported from a storyboard is preceded by where it is there, `// from
../MyApp/Base.lproj/Main.storyboard:42` (the path from the folder the file is written to, or from
the working folder for standard output), and `flow check` adds that place to each warning on the
declaration, in text (`…/Main.storyboard:42: note: imported from this scene of the storyboard`),
JSON (the note's `file` and `line`) and SARIF (a related location), so a person finds the scene to
change in Xcode. Each output is canonical (`flow fmt` leaves it unchanged) and passes `flow check`. What flow
cannot express — a custom segue class's own animation, a SwiftUI hosting controller's content, a
segue whose destination is missing — becomes a `// warning: …` comment in the output and a
warning on standard error naming the storyboard, the line and the element (`Main.storyboard:239:
warning: <segue>: …`). macOS and watchOS storyboards, XIBs and files that are not storyboards are
refused (exit 65). A storyboard with a document type declaration is refused before it is parsed
(Interface Builder never writes one, and it is where entities would be declared). How each element
of a storyboard becomes flow is <doc:RealApps#How-a-storyboard-becomes-flow>.

### flow lsp

The language server (LSP 3.17) over standard input and output; editors start it for `.flow`
files. Exits 0 after `shutdown` and `exit`, 1 when its input closes without them.

`flow lsp`

It is written on FoundationEssentials alone (`Sources/FlowLSP`). What it does:

- **Diagnostics**: every error and warning (static checks included), re-checked on each edit;
  the id or code is the diagnostic's code, the help joins the message, notes become related
  information. Problems in an imported file that is not open show under that file.
- **Completion** by context: keywords where a form starts (declarations and statements at the top
  level, members inside a scene, statements in tests and hooks); scenes after
  `show`/`present`/`push`/… (`Settings.Root` for imported ones); controls after `tap`; styles
  after `style`/`adapts`, transitions after `transition`; unwind actions after `unwind`; segue
  identifiers after `perform`; lifecycle events after `on`.
- **Hover**: a scene's kind, title, children, controls, segues out (with ids), the scenes that
  segue into it and the unwind actions it implements; which scenes declare a control, unwind
  action or variable; a keyword's form, summary and example (the REPL's `:help` texts).
- **Go to definition, find references, rename** for scenes, containers, controls, unwind actions
  and variables, across the file and its imports; a rename to a taken name, a keyword or an
  invalid name is refused.
- **Outline**, **formatting** (exactly `flow fmt`; a file with syntax errors is refused),
  **quick fixes** from the fix-its, **folding** and **semantic highlighting**.
- **Bad input**: malformed JSON or a bad header gets `-32700`, an unknown method `-32601`, bad
  parameters or a file that is not open `-32602`, requests before `initialize` `-32002`, after
  `shutdown` `-32600`; after a header whose length cannot be read the server takes up again at
  the next `Content-Length:` (a body over 256 MiB is passed over, not kept); positions are UTF-16
  as LSP says, and a line ends at LF, CR LF or a CR alone (past a line's end: the end; inside a
  surrogate pair: the character's start). An import is read only if it is a regular file (a pipe
  or a device such as `/dev/stdin` is refused with why: it would block or read the editor's own
  messages).

### Editors

`flow lsp` is what an editor needs; these set it up.

#### VS Code

`grammar/vscode` holds a small extension (the TextMate grammar
`grammar/flow.tmLanguage.json`, a language configuration and a client that runs `flow lsp`).
`package.py` packages it as a `.vsix` with Python alone; the client it starts the server with,
Microsoft's `vscode-languageclient`, comes from npm:

```
cd grammar/vscode && npm install && python3 package.py   # writes flow-language-0.1.0.vsix
code --install-extension flow-language-0.1.0.vsix
```

`python3 package.py --grammar-only` needs no npm: its package highlights `.flow` files (comments,
brackets, the grammar) and starts no server. `npx @vscode/vsce package` makes the same package as
`package.py` for those who have it. Set `flow.path` when `flow` is not on the PATH (e.g.
`.build/release/flow`). The tests package the extension both ways, open the `.vsix` as VS Code
does (its manifest and the files `package.json` names) and highlight a file with the grammar inside
it through a TextMate tokenizer (textmate-grammar-python, on Oniguruma like VS Code's own); the
project's machines reach no npm registry, so the language client itself is not run there.

#### Neovim

Neovim 0.8 and later:

```lua
vim.filetype.add({ extension = { flow = "flow" } })
vim.api.nvim_create_autocmd("FileType", { pattern = "flow", callback = function(args)
  vim.lsp.start({ name = "flow", cmd = { "flow", "lsp" },
                  root_dir = vim.fs.dirname(vim.api.nvim_buf_get_name(args.buf)) })
end })
```

On 0.7 use `vim.lsp.start_client` and `vim.lsp.buf_attach_client`, as
`Tests/FlowLSPTests/Neovim/session.lua` does (a test runs headless Neovim against `flow lsp` when
`nvim` is installed).

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

#### The page

One page, served on loopback: at the top left the graph of the file (the SVG of `flow graph --format
svg`, with zoom), with the visible scene, the containers around it and the presentation chain
highlighted and the segues that can fire now drawn thick — clicking one fires it; on the right a
phone showing the visible scene as a person sees it (navigation bar with title and back button, the
scene's controls as buttons and rows, the tab bar, a navigation controller's toolbar while it
shows, an alert's text fields — typing and Return is `type "…" in NAME` — and the More list's Edit
and Done, a sheet as a card over the dimmed presenter, a popover as a bubble; in regular width the
device is a tablet's window); tapping does what `tap` does; under the graph, the trace of the last action (the lines `flow run` prints; the statement's
line has no `file:line`, the page's input being in no file) and the tree (`print tree`); in the bar,
undo, reset and the width-class switch. A greyed-out control is one whose tap would do nothing or
fail now (a `when` guard that is false, a presentation slot taken); clicking it shows `:why-not`'s
answer. Saving the file in an editor updates every open page within half a second (the studio reads
the file and its imports every 250 ms): each page's session is rebuilt on the new version and its
inputs replayed, as far as they still run; the rest are held back and replayed with the next
version, until you act on the page (a half-saved file that lacks a scene loses nothing); a file with
errors, or gone, shows the diagnostics in place of the graph, and the inputs come back once it is
fixed. Every page has its own session
(FlowKit's `Session`); closing the page frees it.

Choices the page makes: a tab's label is its child's `title`, else the child's name (flow
does not model tab bar items); the back button's label is the previous controller's title, else
`Back`; a sheet's "swipe down" runs `swipe down to 60% then finish` and a popover's outside tap
`tap outside` (the model says when a sheet refuses); a control is greyed out when `:why-not`
says the tap would do nothing or fail (not when it would do something else than the obvious,
such as `show` falling back to a modal presentation); at most 64 pages at once.

#### Safety

The server listens on 127.0.0.1 unless `--host` names another IPv4 address; with
loopback it answers only loopback peers, and it refuses any request whose `Host` is not its own
address, so a web page elsewhere cannot reach it through a DNS name pointed at 127.0.0.1 (listening
on 0.0.0.0, it cannot know its names and accepts any). A page of another site, open in a browser
on the same machine, can still address requests to 127.0.0.1: browsers name the page making a
request in `Origin`, and the studio answers a request that carries one only when it is its own
(`http://` and the `Host` asked for), so only its page opens, drives or closes sessions; session
ids carry 64 random bits (`s3-9f1c…`), so they cannot be guessed either. It never writes a file:
statements sent by the page change the session, not the `.flow` file, and its sessions read files
only (the script's own folder, as `flow run`), so `preserve to "path"` is refused with why
(FilePolicy's `readOnly(because:)`); `preserve` keeps the archive in memory. Bodies over 64 KiB are
refused, a chunked one read no further than that; the page runs only its own script
(`Content-Security-Policy`), and names from the storyboard are put in the page as text, never as
markup. A page's session goes when the last of its WebSockets closes (a page reconnecting may
open its new one before the old one is seen to close).

#### The API

The page's API is JSON over HTTP, with a WebSocket for changes. Errors are a status and
`{"error": "one sentence"}`: 400 a malformed body, 403 a foreign host or peer, 404 an unknown
session or path, 405 a wrong method, 409 no graph while the file has errors, 413 a body over 64
KiB, 503 too many pages (or no `dot` for the graph). 403 also answers a request from another
site's page (its `Origin`).

| request | answer |
| --- | --- |
| `GET /`, `/studio.css`, `/studio.js` | the page (plain files in `Sources/FlowStudio/Resources`, shipped as package resources) |
| `POST /api/sessions` `{"width": "compact"\|"regular"}` (optional) | 201, the new session's state |
| `GET /api/sessions/ID` | the state |
| `POST /api/sessions/ID/run` `{"statement": "tap RecipeList.add"}` | an action: `accepted`, `message` (diagnostics or a runtime error, as text), `trace` (lines), `state` |
| `POST /api/sessions/ID/undo`, `…/reset` | an action |
| `POST /api/sessions/ID/why-not` `{"statement": "…"}` | `{"text": "it would do nothing: …"}` |
| `DELETE /api/sessions/ID` | `{"closed": true}` |
| `GET /api/sessions/ID/updates` (WebSocket) | `{"type":"hello","version":N}` once open, `{"type":"reload","version":N}` after each change of the file; closing the page's last one frees the session |
| `GET /api/graph.svg?session=ID` | the graph as `flow graph --format svg` draws it, each node a `<g id="node:Main.RecipeList">`, each edge `<g id="edge:N">` |

A state holds `id`, `file`, `version` (bumped at every change of the file), `width`,
`diagnostics` (present when the file has errors), `canUndo`, `history` (the inputs), `lastTrace`,
`tree`, `widthSwitch` (`label`, `statement`), `graph` (`visible` and `active` element ids,
`firable`: each edge's id and the statement that fires it) and `screen.layers`, bottom first: for
the window's root and each presentation, the `presentation` style (`root`, `pageSheet`,
`popover`, …), the `scene` and `instance` shown, `title`, `navigationBar` (`title`, `back` with its
statement), `tabBar` (`items`: `title`, `selected`, `statement`), `controls` (`name`, `kind`,
`enabled`, `statement`), `dismiss` (a sheet's swipe, a popover's outside tap) and `isTop`. The
page sends back only the statements the state gave it. Fields that do not apply are left out.

### flow bench

Measure `flow check` phase by phase, the interpreter, the importer, the explorer, the graph
writer or the language server. Meant for a release build: `swift build -c release`, then
`.build/release/flow bench …`. The benchmarks are not in `flow` itself: `flow bench` runs
`flow-bench`, the executable `swift build` puts beside it, which measures that `flow`.
<doc:Benchmarks> says what each mode measures, the targets, and the current figures.

`flow bench [--sizes LIST] [--shapes LIST] [--runs N] [--storyboards DIR] [--keep DIR] [--check-file FILE] [--import FILE] [--megabytes N] [--interpreter] [--scenes N] [--statements N] [--format text|json] [--explore] [--graph] [--deep] [--lsp] [--threads N]`

- `--sizes LIST`, `--shapes LIST`, `--runs N`: the generated sources' sizes in megabytes
  (default `1,2,4,8,16`), shapes (`chain`, `taps`, `nesting`, `unwinds`, `actions`) and timed
  repetitions (default 5).
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
swift build -c release && .build/release/flow bench --interpreter --scenes 100 --statements 1000 --runs 1
```

### flow help

`flow help` lists the subcommands and the reference topics; `flow help SUBCOMMAND` is the
subcommand's `--help`; `flow help TOPIC` prints an article of this catalog as Markdown:
`getting-started`, `language`, `model`, `checks`, `commands`, `embedding`, `real-apps`,
`benchmarks`, `reliability`, `dependencies`, `contributing`, or a warning code (`W104`, the same
as `flow explain W104`). An unknown topic lists them and exits 64.

```sh
flow help language | less
```

"""#,
        "Contributing.md": #"""
# Working on flow

The source layout, the modules and what each depends on, the scripts, and how to change the
tests' expectations and the documentation.

## Overview

Everything runs from the repository's root on a Debian machine with Swift 6:

| command | does |
| --- | --- |
| `bash .ci/setup [--tests]` | installs what the build needs when it is missing, and with `--tests` what the tests need too (<doc:Dependencies>) |
| `swift build`, `swift run flow …` | builds; `flow`, `flow-import` and `flow-studio` land in `.build/debug` |
| `.ci/run` | the CI entry point: setup, build, `.ci/docs`, then the whole test suite (<doc:Reliability>) |
| `bash .ci/docs` | builds the DocC catalog and fails on any warning, broken links included; `FLOW_SCRATCH_PATH` names a build's `--scratch-path` when it is not `.build` |
| `.ci/fuzz TARGET [RUNS]` | a libFuzzer campaign (<doc:Reliability>) |
| `.ci/sanitize [address] [thread]` | the test suite under AddressSanitizer and ThreadSanitizer |
| `.ci/scaling [SMALL_MB]` | the scaling guard, on a release build (<doc:Benchmarks>) |
| `swift build -c release && .build/release/flow bench …` | the benchmarks (<doc:Benchmarks>; `flow bench` runs the `flow-bench` executable beside `flow`) |

## Layout

```
Sources/FlowVocabulary/ the words the front end and the model share: presentation and transition
                        styles, width classes, lifecycle hooks (one enum each)
Sources/FlowLang/       the front end, pure (no I/O): Source, Lexer, Syntax (the AST: public
                        enums and views), Arenas (where a parse keeps that syntax: the
                        expression, statement and member arenas, each node's layout written
                        once, beside its tag), Parser, Sema, Diagnostics, Format; Concurrency
                        holds SecondThread, the one way flow puts a large file's work on a
                        second core
Sources/FlowStorage/    the storage under the front end and the model, package-wide, not re-exported:
                        the process's one interner (TextStore: `Symbol`'s names and the events'
                        words), the keys' hash and open addressing (TableKey, NameHash,
                        KeyPositions), Locked. The generic storage the front end's hot paths
                        specialise (KeyedTable, the copy-on-write boxes SharedFields) is in
                        FlowLang/Storage: across a module boundary the compiler left it
                        generic (runtime metadata, a retain per lookup)
Sources/FlowModel/      the simulated UIKit: controllers, containers, presentation, events,
                        checkpoints; knows no syntax. `App` holds the window, the controller
                        table, the events and the shared machinery (App.swift, App+Lifecycle),
                        its public verbs forwards; each container kind is a public type of its
                        own, as in UIKit, that owns its rules and helpers and takes UIKit's
                        verbs (NavigationController, TabBarController with
                        MoreNavigationController, SplitViewController, PageViewController,
                        SheetPresentationController, SearchController, ViewController —
                        containment, present/dismiss, show, the presentation properties,
                        loading, appearance and layout —, PresentationChain with the custom
                        transitions' rules, WindowScene, TransitionCoordinator, CustomTransition,
                        UnwindSegue, TraitHierarchy for size-class changes):
                        `app.navigation(nav).push(detail, animated: true)`. A `Controller`
                        holds what every UIViewController has; what a container records on it
                        is a group its type declares and owns (`NavigationController.State`,
                        `SplitViewController.State`, `TabBarController.State`,
                        `SearchController.State`, and `PresentationState` for how it is
                        presented), each packed behind a mask of its own (Controller+Packing)
Sources/FlowRuntime/    the interpreter: runs FlowLang's AST by driving FlowModel; tests, traces, trees
Sources/FlowKit/        the embedding API (FlowDocument, Session, FileProvider); re-exports FlowLang,
                        FlowModel, FlowRuntime and names the types of FlowChecks, FlowExplore and
                        FlowFiles its API uses (EmbeddedTypes.swift); Reporting/ is the one run-and-report layer: report
                        streams, the trace writer, the check, script and test reporters, exit codes
Sources/FlowKit/FlowKit.docc/  the documentation, one DocC catalog: the articles `flow help TOPIC`
                        prints (this one among them) and FlowKit's API
Sources/FlowImport/     Interface Builder storyboards to flow (FoundationXML), an app's code read
                        with swift-syntax
Sources/FlowGraph/      the navigation graph: model, static unwind search, DOT, Mermaid, JSON, text, diff
Sources/FlowChecks/     the static checks (W101 …): rules, their catalogue, allow comments, SARIF
Sources/FlowExplore/    the state-space explorer: states, actions, search, findings, covering tests
Sources/FlowLSP/        the language server: framing, JSON-RPC, documents, one file a feature
Sources/FlowStudio/     `flow studio`: Studio (the file, its versions, the pages' sessions), the
                        phone's layers and the graph's highlight, the FlyingFox server; Resources/
                        holds the page (index.html, studio.css, studio.js)
Sources/FlowFiles/      atomic file replacement, for every file flow writes; the file policy; Ctrl-C;
                        and what flow's modules take from the system where Foundation gave it
                        (ChildProcess, SystemLock, Printf, PathText, ErrorText, Console)
Sources/FlowFuzzing/    the fuzz oracles (Tests/Fuzz holds the libFuzzer executables)
Sources/FlowBenchmarks/ generated inputs for `flow bench` and the stress tests (not shipped in FlowKit)
Sources/CLibEdit/       libedit as a system library: module map and a small C shim
Sources/FlowREPL/       the REPL: its loop, line reading and its engine over a FlowKit session; the
                        only target that imports CLibEdit
Sources/flow-studio/    the server `flow studio` runs in its place: only it links FlyingFox (and so
                        Foundation's networking and libcurl), which no other command loads at start-up
Sources/flow-import/    the importer `flow import` runs in its place: only it links FlowImport (and so
                        FoundationXML, libxml2 and ICU), which no other command loads at start-up
Sources/flow-bench/     the benchmarks `flow bench` runs in its place, measuring the `flow` beside it:
                        they are not in the `flow` people run
Sources/flow/           the command line, a thin client of the libraries (one file a subcommand);
                        HelpArticles.swift is generated from the DocC catalog for `flow help TOPIC`
                        (FLOW_UPDATE_GOLDEN=1 swift test --filter HelpTopicTests writes it again)
Tests/                  one test target per library (FlowChecksTests: the static checks beyond their
                        goldens, which FlowLangTests holds), plus FlowCLITests (the built binary end
                        to end, the REPL on a pseudo-terminal), TestSupport (what the test targets
                        share: golden files and FLOW_UPDATE_GOLDEN, temporary folders, SplitMix64,
                        a FIFO reader) and Fuzz (the libFuzzer executables, a package of their own)
grammar/flow.ebnf       the grammar the parser accepts; flow.tmLanguage.json and vscode/ for editors
examples/               realistic .flow files, the graph of recipes.flow (recipes.svg), a
                        screenshot of flow studio (studio.png), and examples/embedding, a package
                        that uses FlowKit
```

The module graph, as the targets' imports have it (an arrow: "depends on"):

```
flow ──┬─> FlowREPL ──┬─> CLibEdit
       │              └─> FlowKit ──┬─> FlowExplore ─> FlowRuntime, FlowFiles
       ├─> FlowKit                  ├─> FlowChecks ──> FlowGraph ──> FlowLang
       ├─> FlowChecks               ├─> FlowRuntime ──┬─> FlowLang ──┐
       ├─> FlowGraph ──> FlowLang   │                 └─> FlowModel ─┴─> FlowVocabulary
       ├─> FlowLSP ────> FlowKit,   ├─> FlowLang
       │                 FlowFiles  │
       └─> swift-argument-parser    ├─> FlowModel
                                    └─> FlowFiles
flow-studio ─> FlowStudio ─┬─> FlowKit
                           └─> FlyingFox
flow-import ─┬─> FlowImport ─┬─> FlowLang
             ├─> FlowKit    └─> swift-syntax
             └─> FlowFiles
flow-bench ──┬─> FlowBenchmarks
             ├─> FlowKit, FlowLSP, FlowGraph, FlowLang, FlowFiles
             └─> swift-argument-parser
```

FlowLang and FlowModel never import each other; nothing below `flow` imports ArgumentParser.
FlowFiles (atomic writes, the file policy, Ctrl-C, child processes, locks, paths, printf) depends
on nothing and is imported by FlowRuntime, FlowExplore, FlowKit, FlowREPL, FlowLSP, FlowImport,
`flow`, `flow-import` and `flow-bench`. Nothing linked into `flow` imports `Foundation`: only `FoundationEssentials`
(`ImportHelperCLITests` keeps it so; <doc:Dependencies> says why).

### Adding a presentation style

UIKit's words live once, as FlowVocabulary's enums (`PresentationStyle`, `TransitionStyle`,
`SplitDisplayMode`, `Detent`, …), and every place that treats the styles apart does so in an
exhaustive `switch`, so a new `case` is an error at each: how it adapts in compact width and
resolves (`PresentationAdaptation.swift`, which the model and the static checks share), how the
studio's phone draws it and a person dismisses it (`PresentationStyle.look`: the server sends each
layer's look, and `studio.js` lists no style; the hierarchy snapshot's presentations are typed,
`HierarchySnapshot.Presentation.Manner`, written as text only in trees and JSON), and whether the interpreter's fuzzer asks for it
(`ProgramGenerator.styles`). The words a person writes come from the enum (`Vocabulary`), and
`GrammarTests` holds the grammar's list of names to the enums.

## Golden files

Most tests compare with files: the diagnostics, traces, formatter output, imports, graphs and
checks under each test target's `Fixtures`, the command line's snapshots in
`Tests/FlowCLITests/Snapshots`, and `Sources/flow/HelpArticles.swift`. After an intended change,
run

```sh
FLOW_UPDATE_GOLDEN=1 swift test
```

It rewrites the expectations that differ and fails saying which, so every refresh is reviewed in
the diff. A snapshot (`NAME.snapshot`) is a command line followed by everything it printed on both
streams and its exit code; durations are written as 0. After a change of a type's layout, build
the tests from clean (or delete the scratch path): an incremental build can leave a test module
compiled against the old layout.

## The documentation

The articles are one DocC catalog, `Sources/FlowKit/FlowKit.docc`, over FlowKit's symbols. The
references in it are the rules the code follows, and comments in the sources cite them by file and
section (`UIKitModel.md, Presentation, rule 4`). The README is for users: what flow is, how to
try it, a tour, and where to read on; reference belongs in an article, once.

`flow help TOPIC` prints an article offline. The binary carries them in
`Sources/flow/HelpArticles.swift`, generated from the catalog: after editing an article, run
`FLOW_UPDATE_GOLDEN=1 swift test --filter HelpTopicTests` and build again. A new article is a topic
in `Sources/flow/HelpTopics.swift` and in `HelpTopicTests`' list, goes in the Topics of
`FlowKit.md`, and changes `flow help`'s snapshots (`help-topics`, `help-unknown-topic`). Links
between articles are `<doc:Name>` (`<doc:Name#Heading>` for a section); `bash .ci/docs` fails on
one that does not resolve. Nothing in the repository may point outside it (`SelfContainedTests`).

## See Also

- <doc:Reliability>
- <doc:Benchmarks>
- <doc:Dependencies>

"""#,
        "Dependencies.md": #"""
# Dependencies

What flow depends on, what for, and why that and not something else.

## Overview

`flow` itself links the Swift toolchain's FoundationEssentials, swift-argument-parser,
swift-collections' persistent dictionary and libedit.
Two helper executables hold the heavier dependencies, so that no other command loads them at
start-up: `flow-studio` (FlyingFox, and with it Foundation's networking) and `flow-import`
(FoundationXML and swift-syntax). `swift build` puts both beside `flow`, and `flow studio` and
`flow import` run them in their place (`execv`): keep the three together when you copy `flow`
elsewhere. `.ci/setup` installs the Debian packages flow needs when they are missing (libedit-dev
and graphviz); `.ci/setup --tests`, which `.ci/run` runs, also those only the tests need (below).

### Libraries

- **FoundationEssentials**, not the whole of Foundation. Where `flow` needs what only `Foundation`
  had, it calls the C library itself, in FlowFiles: `posix_spawn` for child processes (Graphviz,
  the REPL's `:edit`, the benchmarks' anchors), pthread mutexes, `vsnprintf` for numbers, and small
  types for paths, error texts and the console. swift-subprocess, the well-kept library for child
  processes, is asynchronous only and brings swift-system, for three synchronous spawns. Loading
  `Foundation` cost every start a few milliseconds (<doc:Benchmarks>); `ImportHelperCLITests`
  keeps `flow` on `FoundationEssentials` alone.
- **swift-argument-parser** (apple/swift-argument-parser) parses the command line. Nothing below
  the `flow` target imports it.
- **libedit**, for the REPL's line editing and history, through a system-library target. It
  comes from `apt-get install -y libedit-dev`: `pkg-config --cflags --libs libedit` gives
  `-I/usr/include/editline -ledit`, with the headers `histedit.h` (the native API) and
  `editline/readline.h` (the readline-compatible one). `Sources/CLibEdit` is a
  `.systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])])`
  target: a module map over a small `shim.h` that solves the two things Swift cannot do with
  libedit directly. Swift 6 rejects the C globals `stdin`/`stdout`/`stderr` ("not
  concurrency-safe"), so the shim exposes the ones flow needs through `static inline FILE *…(void)`
  accessors; and `el_set`, `el_get` and `history` are C variadic functions, which Swift cannot
  call, so each use flow makes (`EL_PROMPT`, `EL_EDITOR`, `EL_HIST`, `EL_ADDFN`, `EL_BIND`,
  `H_SETSIZE`, `H_ENTER`, `H_LOAD`, `H_SAVE`, …) is a `static inline` shim function with fixed
  arguments. Only FlowREPL imports CLibEdit.
- **FlyingFox** (swhitty/FlyingFox) serves `flow studio`: a small HTTP and WebSocket server on
  Swift concurrency and BSD sockets, with no other dependency, which builds in seconds.
  Hummingbird, the other well-kept choice, brings SwiftNIO and minutes of build for the same three
  routes. FlyingFox links Foundation's networking (and so libcurl), which adds about 10 ms to a
  process's start, so it lives in `flow-studio` alone.
- **swift-collections** (apple/swift-collections: HashTreeCollections) gives the persistent
  dictionary `TreeDictionary`, in FlowModel and FlowRuntime: the scenes a REPL or editor session
  declares join the program its app runs in time of their own size (`Program.adding`), each
  version of the program sharing its tables with the one before, where adding to a Swift
  `Dictionary` held by every earlier version copies it whole (issue 53's REPL cliff). A tree's
  lookup is slower than a flat table's, so only what a session adds lives there: the scenes a
  program is made with stay in its flat tables, and `flow run`, `flow explore` and the rest look up
  nothing else. The package is of the Swift project, builds in seconds, and brings nothing further.
- **FoundationXML** reads storyboards, in `flow-import` alone (with it come libxml2 and ICU).
- **swift-syntax** (swiftlang/swift-syntax: SwiftSyntax and SwiftParser) reads an app's Swift for
  `flow import --sources` and `--app`: the compiler's own parser, so a call in a comment or a
  string is no call, a method's calls come in the order they run, and a call's receiver,
  arguments and constants are read as Swift has them (`Sources/FlowImport/SwiftSourceReader.swift`);
  the regular expressions it replaced could do none of that. It costs a first build a minute or
  two, and only `flow-import` links it. Its **SwiftIfConfig** module says which branch of an `#if`
  a build compiles, as the compiler does (`#if targetEnvironment(macCatalyst) || os(macOS)`,
  `canImport`, `swift(>=5.9)`, custom conditions): the import reads only the branches the app's
  release build for an iPhone compiles (`Sources/FlowImport/ActiveCode.swift`), and a condition
  language written by hand would fall behind the compiler's grammar. It is in the package flow
  already depends on, at the same version. Objective-C is read as statements (comments blanked, cut at
  `;` and braces outside brackets and strings) with Swift's `Regex`, into the same model: no
  parser of Objective-C is available as a Swift package here, and an import needs only the
  messages that move between scenes and the variables they are given. The
  tests also parse the XCUITest sources `flow test --export xcuitest` writes with it, beside
  type-checking them with `swiftc`.
- **Yams** (jpsim/Yams) reads XcodeGen's `project.yml`, for the compilation conditions of an app whose
  Xcode project is generated, not committed (`Sources/FlowImport/XcodeGenConditions.swift`): a YAML
  document's anchors, merges, flow collections and block scalars are a grammar a hand-written reader
  would get wrong, and Yams is the YAML library Swift projects use (XcodeGen itself reads its specs
  with it), on libyaml. Only `flow-import` links it; it builds in seconds.
- **The second core** needs nothing to install: a large file's check starts its second thread with
  POSIX threads (`pthread_create` with an 8 MiB stack, `FlowLang/Concurrency/SecondThread.swift`)
  and counts with the toolchain's own `Synchronization` module. Dispatch and Swift concurrency
  were not used there because the work is one long recursive call that wants the main thread's
  stack size and one known point to wait. On Apple platforms `Synchronization` needs macOS 15,
  which `Package.swift` names (Linux needs nothing). Anything several threads share takes
  `FlowStorage/Locked.swift`, a pthread mutex, which ThreadSanitizer sees (it does not see
  `Mutex`'s futex).

Nothing else.

### Programs

- **Graphviz's `dot`** (Debian's `graphviz`) lays out and draws `flow graph --format svg|png` and
  the studio's graph: graph layout is a research field of its own, and `dot` is the layout people
  already read storyboards in. flow runs it as a program and needs it for nothing else; without
  it those commands exit 69 and name the package.

### For tests and benchmarks only

- **Neovim** (Debian's `neovim`): a real language-server client for `flow lsp`'s end-to-end test.
- **Chromium, chromedriver and Selenium** (Debian's `chromium` and `chromium-driver`, Python's
  `selenium` from PyPI): the studio's browser test.
- **textmate-grammar-python** (PyPI, with `onigurumacffi`): a TextMate tokenizer on Oniguruma, the
  regular expressions VS Code's own tokenizer uses, for the test that highlights a file with the
  grammar inside the packaged `.vsix` (VS Code's tokenizer, `vscode-textmate`, comes from npm,
  which the project's machines do not reach).
- **SPIN** (Debian's `spin`, installed by hand when wanted): the explorer's anchor in
  `flow bench --explore`.
- **jq** (Debian's `jq`): the anchor beside `flow bench`'s check figures, and what `.ci/scaling`
  frames the language server's messages with.
- **valgrind** (Debian's `valgrind`: callgrind and massif) counts instructions and the heap; the
  project's comparisons time whole processes, two builds in turn, several runs each (`/usr/bin/time
  -v` times one; <doc:Benchmarks>).
  Neither is needed to build or test.

## See Also

- <doc:Benchmarks>
- <doc:Contributing>

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

`import FlowKit` gives three modules whole — FlowLang (syntax, diagnostics), FlowModel (the
simulated UIKit, its snapshots and events) and FlowRuntime (the interpreter's options, traces and
results) — and, of the static checks, the explorer and the file helpers, only the types this API
takes and returns: `StaticCheckOptions`, `WarningCode`, `WarningLevel`, `Explanation`; `Explorer`,
`ExploreOptions`, `ExploreResult`, `ExploreFinding`, `ExploreCut`, `ExploreCoverage`,
`ExploreProgress`, `ExploreAction`, `ExploreActionKind`, `ExploreReport`, `GeneratedTests`;
`FilePolicy` and `AtomicFile`. The rest of those modules (the SARIF writer, the explorer's state
key, the console and process helpers) is the command line's.

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

### What a session keeps

Every `TraceItem` an observer gets is what the trace prints, as values. An `Event`'s
`receiverName` and `argumentName` are `EventName`s: `instance` is the view controller's
`InstanceName` (its `InstanceID`, scene and ordinal) when the name is an instance's, so an event
still names an instance a `dismiss` has freed; `receiver`, `method`, `argument`, `label` and
`text` spell the event as the trace does. `completions(of:)` lists what may come next by kind
(scenes, controls tappable now, segue identifiers of the visible scene, unwind actions,
variables, keywords), and the session's `runTests()` runs the storyboard's tests as the session
has it.

After every input the session keeps a checkpoint of the app and the variables (values, as costly
to copy as the app is large): `undo()` restores the previous one, and a declaration that only adds
(a new scene, `var` or `test`) lets the app carry on under the extended storyboard, so neither
costs more as the history grows. An input of new scenes alone, and an input of statements alone,
is checked beside the declarations it names, not the whole storyboard: declaring a scene costs the
scene, whatever the storyboard's size, and undoing it takes it off the end; a statement runs
under the program the app runs, and one naming a scene an input just declared adds that scene to
the program first, in time of its size (`Program.adding`). What reads the check of the whole
storyboard (`completions(of:)`, `runTests()`, `:why-not`, an input the small check has something
to say about, a declaration that replaces one) brings the program up to the declarations, once
per change. Those small checks take the storyboards the file imports from the program as it was
made, rather than parse and check them again (an app imported whole is a storyboard per file):
each is only read and compared, and one changed on disk sends the input the long way. The
session checks and runs one file composed of its declarations, but what it reports (diagnostics,
runtime errors, failed expectations, `runTests()`'s results, `launchError`) points where each
declaration was written: the loaded file's own line (`app.flow:16:9`, the line quoted that of the
file), the input that declared it (`<input 3>:2:19`), or `<configuration>` for what the
configuration declares (`initial`, the platform); statements handed over with their file
(`runDocumentScript()`, `run(_:in:)`) are reported on that file's lines, fix-its edit the file the
diagnostic is shown in, and an undo gives back the launch error of the state it returns to;
`SessionResult.sources` holds those files for a
`DiagnosticRenderer`, and `source(at:)` hands out any of them (for `runTests()`'s and
`launchError`'s places). A declaration that replaces one (a changed scene, a redeclared
`var`) may change what every earlier input did, so the session relaunches a fresh app and replays
the history silently: the model is deterministic, so the state is exactly what the same inputs
give from launch (a redeclared `var` restarts from its new value where it was declared). A
declaration that would make an earlier statement invalid is refused; with `dropsStaleTests` set,
one that breaks only tests goes through and those tests are set aside, each with a warning at
the test where it is written (the REPL's `:stale-tests drop`). `Interpreter.checkpoint()` and `restore(_:)` (and `App.checkpoint()`) are
public, for tools that branch from a state, as the explorer does.

### Explore every reachable state

``FlowDocument/explore(options:)`` is `flow explore`: the `Explorer` (FlowExplore's, named by
FlowKit) walks every state a person can reach, within `ExploreOptions`' depth and state
limits, and reports findings (exceptions, dead ends, push loops, scenes never reached), each
with its shortest path. ``FlowDocument/coveringTests(of:maxSteps:)`` writes tests that cover
what it found, `ExploreReport(result:tests:)` prints both as `flow explore` does (`text()`,
`json()`), and `result.graph.path(to:)` gives the shortest path to a state.

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
`FilePolicy` (FlowFiles', named by FlowKit): `.unrestricted` (the default, for code that decides
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
  Nav.viewIsAppearing(false)
  Welcome.viewIsAppearing(false)
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
  Details.viewIsAppearing(true)
  Welcome.viewDidDisappear(true)
  Details.viewDidAppear(true)
  Details.didMove(Nav)
Details> :tree
window  compact · iOS 26
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
Output is not source). `grammar/flow.ebnf` is the exact grammar the parser accepts, kept in
step with the lexer's keywords and the parser's productions by a test, and in the spelling used
here; <doc:UIKitModel> records what the model does where Apple's documentation is silent.

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
- A name is an ASCII letter or `_` followed by ASCII letters, digits and `_`. By convention scene
  names are UpperCamelCase and controls and actions lowerCamelCase. A name may be qualified by its
  storyboard: `Settings.Root`.
- Strings are written `"…"` on one line and take the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0`,
  `\'` and `\u{1F600}`. Integers are written `42`, decimals `0.35`, percentages `40%`; the
  booleans are `true` and `false`.
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
| `tabs X { A, B; mode tabSidebar; group B { C, D } }` | one of iOS 18's `UITab`s: a `mode` or a `group` line makes it so (<doc:UIKitModel#Tabs-and-the-sidebar>) |
| `split X { primary A; secondary B }` | a UISplitViewController |
| `split S { columns triple; primary A; supplementary B; secondary C; compact D }` | a column-style split view (iOS 14): the primary, supplementary and secondary columns each in a navigation controller UIKit adds, `SPrimary`, `SSupplementary`, `SSecondary`; the compact column as it is |
| `display oneOverSecondary` | a column-style split view's preferred display mode |
| `show column primary` [`in S`] | a column-style split view's show(_:) of a column |
| `hide column primary` [`in S`] | its hide(_:): the closest display mode where the column (primary or supplementary) is hidden |
| `container X { embed A; embed B }` | a custom container with embed segues (child view controllers) |
| `manual appearance` | a custom container's shouldAutomaticallyForwardAppearanceMethods returns false |
| `size regular` (in a view controller) | its own traitOverrides (iOS 17) of the horizontal size class |
| `embed Split size regular` | the container overrides the child's horizontal size class (`setOverrideTraitCollection(_:forChild:)`) |
| `animator X { duration 0.35; interactive }` | a custom animator (UIViewControllerAnimatedTransitioning, optionally interactive) |
| `presenter X { frame 0.5 x 1.0; dims; removes presenter }` | a custom UIPresentationController: the presented view's share of the container, a dimming view, and whether the presenting view is removed (`shouldRemovePresentersView`; by default it stays) |
| `pages X { A, B }` | a UIPageViewController with its pages, the first one shown (only the displayed page is a child; scroll transition) |
| `pages X { A, B; transition pageCurl }` | one that turns with page curls |
| `var x = expr` | a script variable, global to the file |
| `platform iOS 12` | the iOS version the app runs on: 12 has the sheet rules from before iOS 13 and no `viewIsAppearing` (<doc:UIKitModel>); by default the current release, iOS 26; `--platform N` overrides it |

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
| `hosting "View"` | the view controller is a `UIHostingController` whose root view is the SwiftUI view `View` (scenes and containers; its content is opaque to flow: write what a person can do in it as buttons, and a representable's controller as `embed`) |
| `hides navigation bar` | on a navigation controller: its bar hidden from the start (isNavigationBarHidden; the storyboard's "Shows Navigation Bar" unchecked, which `flow import` reads); `set Nav.navigationBarHidden = false` shows it |
| `shows toolbar` | on a navigation controller: its toolbar shown from the start (isToolbarHidden false; the storyboard's "Shows Toolbar" checked, `toolbarHidden="NO"`, which `flow import` reads); `set Nav.toolbarHidden = true` hides it; `print tree` says `navigation, toolbar` while a person sees it |
| `hides bottom bar` | hidesBottomBarWhenPushed: while the scene is on a tab's navigation stack above its root, the tab bar is hidden (`print tree`: `tab bar hidden`; the studio's phone drops it) |
| `back when EXPR` | whether the back button (`back`: `Nav.navigationBar(shouldPop: Scene)`, false keeps the scene) and the swipe back (false: the interactive pop does not begin) may take the scene off its navigation stack, as apps that confirm unsaved changes answer; `pop` in code asks nothing |
| `dismiss when EXPR` | its presentation controller delegate's presentationControllerShouldDismiss: a person's swipe down dismisses only while EXPR holds (false: `presentationControllerDidAttemptToDismiss`); a `dismiss` in code asks nothing |
| `detents medium, large` / `undimmed medium` | the scene's sheet's detents (shown first at the smallest; a number is a custom height in points) and largestUndimmedDetentIdentifier |
| `discard secondary [when EXPR]` | split views: the delegate's splitViewController(_:collapseSecondary:onto:) returning true (traced as `Split.collapseSecondary(Detail)`): collapsing keeps the primary alone and the secondary is discarded, as the Master-Detail template does while the detail shows nothing |
| `collapse to primary\|supplementary\|secondary` | column-style split views: the delegate's splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (traced as `Split.topColumnForCollapsing(secondary)`, UIKit's proposal): collapsing without a compact column stacks the columns up to that one onto the primary's stack and leaves the others hidden, so `collapse to primary` starts a phone on the list |
| `select Tab when EXPR` | tab bars: the delegate's tabBarController(_:shouldSelect:) for that tab; a tab bar with such a line has a delegate, asked for every tab a person taps (`select` in the script or a test, traced as `Tabs.shouldSelect(Tab)`; tabs without a guard answer yes), not for a `select` in a hook; false keeps the current tab, and a tab selected tells the delegate tabBarController(_:didSelect:) after the switch (`Tabs.didSelect(Tab)`). A tab bar of `UITab`s is asked iOS 18's tabBarController(_:shouldSelectTab:) instead (`Tabs.shouldSelectTab(Tab)`), a group's tabs included |
| `mode tabSidebar` | tab bars (iOS 18): UITabBarController.mode, `automatic` (the default: a sidebar when a tab is a group), `tabBar` or `tabSidebar`; the sidebar shows in regular width only (`print tree`: `sidebar`) |
| `group G { A, B }` · `group G { A, B; manages navigation }` | tab bars (iOS 18): the tab `G` (one of the bar's, or of another group's) is a UITabGroup of the tabs `A`, `B`, which a person picks in the sidebar (`select A`); `G`'s scene is the group's own view controller. `manages navigation`: its managingNavigationController, `GNavigation`, whose stack UIKit builds from the selection |
| `TRIGGER -> SEGUE` | a segue fired by a control |
| `TRIGGER { … }` | the control's action: the app's code a tap runs (see Triggers, below) |
| `unwind action [when EXPR] [{ … }]` | the scene implements the unwind action `action`; `when` is its canPerformUnwindSegueAction; the block is its body |
| `var x = expr` | an instance variable: every instance of the scene has its own (it is what `prepare` passes and what state restoration encodes) |
| `on EVENT { … }` | a lifecycle hook: `viewDidLoad`, `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`, `traitCollectionDidChange`; `on traitChange` is the handler the view controller registers for its horizontal size class when its view loads (iOS 17's `registerForTraitChanges(_:handler:)`), called as `X.traitChange` after `traitCollectionDidChange` when that class changes |
| `alert "Title" [message "…"]` / `alert actionSheet "Title" …` | the scene is a UIAlertController of that style (see Alerts, below) |
| `action NAME "Title" [cancel\|destructive] [preferred] [when EXPR] [{ … }]` | one of an alert's actions (UIAlertAction): `tap NAME` taps it; `when` is its `isEnabled`; the block is its handler |
| `accessibility NAME "text"` · `accessibility "text"` | how a UI test finds the control `NAME`, or the scene's own view, in the real app: its accessibility identifier, or its label; `""` when the app gives it none (`flow import` writes them from the storyboard; `flow test --export xcuitest` uses them; W119 warns of a test's step that needs one that is `""`) |
| `field NAME ["Placeholder"]` | one of an alert's text fields (`addTextField`): its text is the alert's variable `NAME`, what `type "…" in NAME` types |
| `search` / `search results R` | the scene's navigation item's UISearchController, named `SceneSearch` (`RecipeListSearch`); its results shown in the scene R (its searchResultsController, a child of the search controller) or, without one, in the scene itself (<doc:UIKitModel#Search>); `… scopes "All", "Soups"`: its search bar's scope buttons, shown while the search is active |

### Alerts

A scene with `alert` is a `UIAlertController`; its `action`s are its buttons, in order:

```
scene Discard {
    alert "Discard changes?" message "Your edits will be lost."
    action discard "Discard" destructive { pop }
    action keep "Keep Editing" cancel preferred
}
scene Editor {
    button cancel -> present Discard
    button share -> popover ShareSheet     // an action sheet needs an anchor on an iPad
}
```

It is presented like any scene (`-> present Discard`, `present Discard`), whatever style is asked:
UIKit presents an alert itself, keeping the presenter on screen, and an action sheet slides up
from the bottom in compact width and is a popover in regular width, where presenting one without
an anchor (`-> popover Sheet`, `anchor share`) is UIKit's exception. `tap NAME` taps an action: the
alert is dismissed, then the action's handler runs — the app's code, as a script's statements
would run on the app as the alert left it (`pop`, `unwind done`, `set saved = true`; bare names are
the file's globals). `tap outside` an action sheet taps its cancel action (a popover without one
just goes); an alert stays. At most one action is `cancel` (UIKit's exception otherwise) and one
`preferred` (preferredAction).

An alert (not an action sheet: UIKit's exception) can have text fields, each the alert's variable of
its name, empty until a person types (`type "Carbonara" in name`, which adds to what is there, as
typing does). An action's `when` is its `isEnabled`, which apps keep in step with the fields: a
tap on a disabled action does nothing. The handler reads the fields by name, as the alert held
them when the action was tapped (UIKit calls it after the dismissal; apps read
`alert.textFields` through the alert the handler captured):

```
scene Rename {
    alert "Rename Recipe"
    field name "Recipe name"
    action save "Rename" preferred when name != "" { set recipeName = name }
    action keep "Cancel" cancel
}
```

### Triggers

`button NAME`, `cell NAME`, `accessory NAME` (a cell's detail button), `item NAME` (a bar button
item) and `gesture NAME` are controls a person can tap. `segue "ID"` is a manual segue, fired only
by `perform "ID"` (which fires whichever segue of the visible scene has that identifier) or
`perform "ID" from Scene` (the segue of that scene, which must be alive: code performs a segue on
the controller it runs in, often a container or a child that is not the visible scene).
`flow explore` fires the manual segues of every scene on screen, as an app's code would.
Two segues of one scene may share an identifier, as Interface Builder lets them; `perform "ID"`
fires the first, and `flow check` warns of the second, unless both are controls' segues making
the same move (the same kind, destination and options: prototype cells each with a Reply button
giving `present Compose id "ReplySegue"`), where either makes that move.

A trigger with a block instead of a segue is the control's action, an `@IBAction`: the app's
code, run on the scene's instance when a person taps the control.

```
scene Editor {
    gesture typing { set edited = true }
    button cancel {
        if edited {
            present Discard
        } else {
            pop
        }
    }
    item done { dismiss }
}
```

UIKit sends the action to the scene's controller (traced as `Editor.cancel`, which `expect events`
can name); there is no segue, so no `shouldPerformSegue` and no `prepare`. The code is the
controller's own: `dismiss`, `present X`, `show X`, `push X`, `pop` and `unwind a` without `on` are
called on it (`self.dismiss(animated:)`, `self.navigationController?.popViewController`), whichever
scene is on top, and bare names are its variables, then the file's. `push` and `pop` from a scene
in no navigation controller do nothing there, as the optional chain of nil (the trace says so, and
what `push` names is not made); from a script they are an error. Like other code UIKit runs, it cannot
`tap`, `launch` or `open`. `segue "finish()" { … }` is code a script or the explorer runs with
`perform "finish()"`. `flow import` writes an action for an `@IBAction` whose only move is a
dismissal or a pop (`item cancel { dismiss }`); `flow graph` draws an action's presentations,
pushes and unwinds as edges marked `code`.

### Segues

A segue is written `KIND DESTINATION OPTIONS…`.

| kind | Interface Builder name | what it does |
| --- | --- | --- |
| `show D` | Show (e.g. Push) | `show(_:sender:)`, routed by `targetViewController(forAction:)`: a navigation controller pushes (but not another navigation controller, which it declines), otherwise the destination is presented modally |
| `detail D` | Show Detail (e.g. Replace) | `showDetailViewController`: a split view replaces or pushes its secondary, otherwise the destination is presented modally |
| `present D` | Present Modally | a modal presentation with the segue's style and transition |
| `popover D` | Present as Popover | a popover anchored at the trigger; it adapts in compact width |
| `custom D "Name"` | Custom | a custom segue; its `perform` presents D without animation unless a `perform { … }` option says otherwise |
| `unwind action` | Exit | an unwind segue to whichever view controller implements `action` (an action that no scene implements is a warning, not an error: UIKit just finds no destination at run time) |

### Segue options

Options come in any order:

- `id "ID"`, `style S`, `transition T`, `animator A`, `presenter P`, `animated false`;
- `anchor NAME`: a popover's anchor control (by default, the trigger; a manual popover segue
  needs one); `anchor view` anchors it at the scene's own view, or a view in it that is no control
  (UIKit's `sourceView = view`, a storyboard's `popoverAnchorView`): no person taps it, and it
  gives UIKit the source a popover needs in regular width (a control the scene names `view` is
  that control);
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
`coverVertical`, `flipHorizontal`, `crossDissolve`, `partialCurl`, and `zoom`, iOS 18's
`preferredTransition = .zoom`, which only a scene gives itself (`scene Photo { transition zoom }`):
its presentations and its pushes zoom, and a person's `swipe down` dismisses or pops it
(<doc:UIKitModel#Zoom>). `partialCurl` needs the `fullScreen` style: with any other (the default
`automatic` is a sheet since iOS 13) the presentation is UIKit's exception `Application tried
to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller`. `none` is
for `adapts none` (an adaptive delegate's answer); a presentation in the style `none` is UIKit's
exception `The specified modal presentation style doesn't have a corresponding presentation
controller.`

## Statements

Statements make up scripts, test bodies, unwind and hook bodies, and what is typed at the REPL.

| statement | meaning |
| --- | --- |
| `launch [compact\|regular]` | a new window and app: instantiate the initial scene; the width class is `compact` by default |
| `tap NAME` / `tap Scene.NAME` | a person taps a visible, interactive control; qualify the name when two visible scenes have it |
| `tap outside` | a tap outside a popover (it dismisses the popover), beside a page or form sheet in regular width or on the dimmed area above a sheet resting below full height in compact width (it dismisses the sheet), or outside an action sheet (it goes through its cancel action) |
| `back` | a person taps the back button of the navigation bar on screen: the navigation controller's `navigationBar(_:shouldPop:)` (traced when the scene on top says `back when`), then a pop |
| `perform "ID" [from Scene]` | performSegue(withIdentifier:) on the visible scene, or on Scene (an instance alive in the app: `Scene`, `Scene#2`) |
| `present D [style S] [transition T] [animator A] [presenter P] [animated false] [from NAME] [on X]` | present(_:animated:) called on the visible scene, or on X, with a new instance of D; `from` names the popover's anchor control (`from view`: the visible scene's view) |
| `show D [on X]` / `detail D [on X]` | show / showDetailViewController from the visible scene, or called on X |
| `push D [on X]` · `pop` · `pop to D` · `pop to root` | the nearest navigation controller's push / pop; each takes `animated false`, like `present`, `dismiss` and `select`; `push D on X` pushes onto X when X is a navigation controller, else onto X's nearest one (`X.navigationController`): the stack a side menu's centre or another tab shows, whoever's code pushes |
| `set Nav.viewControllers = [List, Detail]` [`animated true`] | UINavigationController's `viewControllers` setter (`setViewControllers(_:animated:)` with `animated true`): each name is the instance of that scene already on the stack (`#N` picks one), else a new one, an imported storyboard's scene too (`Code.Tabs`); one transition to the new top, like a push or a pop; on `pages`, `[Page]` turns to that page (animated with `animated true`). `set navigationController.viewControllers = [Tabs]`, where no scene is named `navigationController`, sets the stack of the nearest navigation controller of the scene the code runs in, else of the visible scene, as `push` does (`navigationController?.setViewControllers([tabs], animated: true)`: an onboarding leaving for the app's tab bar); in a scene in no navigation controller, from the app's code, nothing happens |
| `set window.rootViewController = Main` | UIWindow's `rootViewController` set after launch (a sign-in done, an onboarding finished): a new instance of Main, with its relationship children, becomes the window's root and the old root's hierarchy leaves and is released (<doc:UIKitModel#Replacing-the-windows-root>); no options |
| `set Sheet.detent = large` | the sheet's selectedDetentIdentifier set in code: it rests at that detent (one of its own), and no delegate is told |
| `set Nav.toolbarHidden = false` [`animated true`] | setToolbarHidden(_:animated:): the navigation controller's toolbar comes (or goes), with no appearance callbacks |
| `set X.horizontalSizeClass = regular` / `= nil` | X's `traitOverrides` (iOS 17; a container's `setOverrideTraitCollection(_:forChild:)` alike) set in code: X and what it contains see that width class (`nil` gives the override up), split views among them collapse or expand, and those whose class changes get `traitCollectionDidChange` and their registered handler |
| `set Nav.navigationBarHidden = true` [`animated true`] | setNavigationBarHidden(_:animated:): the bar goes (or, with `false`, comes back); while it is hidden there is no back button to tap, and the swipe back does not begin |
| `push D#1` · `present D#2` · `show D#1` | the same with an instance that exists (as code that kept it would): UIKit's exceptions for one already on the stack or on screen |
| `dismiss [X]` | dismiss(animated:) called on the visible scene, or on X |
| `unwind action` | fires an unwind segue from the visible scene |
| `select Tab` / `select 2` | the user picks a tab (picking the selected one again pops its navigation stack to the root); a group's tab (iOS 18) is picked in the sidebar, so only where it shows (regular width), while a hook's `select` is code's `selectedTab` and works at any width; where no person can tap the tab bar (covered by a presentation, or hidden by a pushed `hides bottom bar`) it is code's `selectedIndex` too, which asks and tells the delegate nothing and pops nothing |
| `size regular` / `size compact` | the width class changes (rotation, multitasking): adaptivity |
| `swipe back to 40% then cancel` / `… then finish` | an interactive pop; `swipe down …` is an interactive dismissal of a sheet, or of a presentation with an interactive animator |
| `search` / `search "text"` | a person taps the search field of the scene on screen (its search controller becomes active, presented over the scene's context) and types the text, all at once: `updateSearchResults`; the field is in the navigation bar, so a scene that is no navigation stack's top, or under a hidden bar, has none to tap |
| `cancel search` | a person taps the active search's Cancel button |
| `search scope "Soups"` | a person taps that button of the active search's scope bar: `selectedScopeButtonIndexDidChange(N)` to the scene (not `updateSearchResults`) |
| `tap edit` · `drag Tab to N` · `tap done` | with the More list on screen: its Edit button (the tab bar's customizing sheet, the delegate's `willBeginCustomizing`), a tab dropped on the bar's Nth item (the two swap places), the sheet's Done (`willEndCustomizing`, `didEndCustomizing`) |
| `type "text" in FIELD` | a person types in a text field of the alert on screen (`field FIELD` in its scene) |
| `set List.searching = true` / `false` | the search controller's `isActive` set in code: the same presentation or dismissal, the delegate told |
| `select More` | the More tab of a tab bar with more than five tabs (compact width; eight fit in regular); `stack(More)`, `MoreList` name UIKit's More navigation controller and its list |
| `swipe up` | a person drags the topmost sheet to its next larger detent (`swipe down` goes one smaller, and dismisses only from the smallest) |
| `swipe next` / `swipe previous` [`to 40% then cancel`] | a person turns the page of the page view controller on screen (<doc:UIKitModel#Page-view-controller> gives the order) |
| `embed D in C` / `unembed D` | addChild / removeFromParent on a custom container |
| `replace A with B` [`animated false`] | a custom container's transition(from:to:…): A leaves, a new B joins (`B#1`: that live instance, a child of the container already or not yet in the hierarchy) |
| `begin appearing X` / `begin disappearing X` / `end appearance X` | beginAppearanceTransition / endAppearanceTransition, for a container with `manual appearance` |
| `preserve [to "path"]` / `restore [from "path"]` | state preservation, then a relaunch that restores it; a path is relative to the script's folder, and the command line confines it there unless `--allow-files` says otherwise |
| `timeline { … }` | runs the statements inside without waiting for the app to become idle between them, so they can act in the middle of a transition; `wait 0.2` inside advances the virtual clock |
| `wait 0.2` | advances the virtual clock (outside a timeline: waits on an idle app) |
| `alongside { … }` | in a hook: runs with the current transition (the transition coordinator) |
| `expect EXPR ["message"]` | an assertion; a failure names the line, the expression and both values |
| `expect events { A.viewWillDisappear; B.viewWillAppear … }` | exactly these callback events happened in the previous statement, in this order (layout events and `viewIsAppearing` aside unless the block names one) |
| `expect order { E; E … }` | these events happened in the previous statement in this relative order; others may come between |
| `expect no { E; E … }` | none of these events happened in the previous statement |
| `expect warning "text"` | the previous statement logged a UIKit warning containing the text |
| `set x = EXPR` · `if EXPR { … } else { … }` · `repeat N { … }` | plain script control |
| `print EXPR` · `print tree` · `print events` | write to the output |
| `test "name" { … }` | a test, run on a freshly launched app |
| `open "URL"` · `open activity "type"` · `open shortcut "type"` | the system opens the app with a URL (a universal link when it is `https`), a user activity, a Home Screen quick action: the scene delegate's `link`, `activity` or `shortcut` code runs (see Entry points); before any launch, the app launches with it; a quick action is chosen on the Home Screen, so from the foreground the app goes to the background first |
| `open window` · `open window activity "type"` · `focus window 2` · `close window [2]` | on an iPad, a person opens another window of the app (with the user activity of an item dragged out), brings window 2 to the front, closes one in the app switcher (see Windows) |
| `background` · `foreground` | a person leaves the app and comes back: the scene delegate's `sceneWillResignActive`, `sceneDidEnterBackground`, then `sceneWillEnterForeground`, `sceneDidBecomeActive`; no view controller is told, and nothing can be tapped in the background |

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
  `detent(X)` (the detent X's sheet rests at: `medium`, `large`, or `nil`),
  `navigationBarHidden(Nav)` and `toolbarHidden(Nav)` (whether the navigation controller's bar, its
  toolbar, is hidden), `searching(X)`
  and `searchText(X)` (whether X's search is active, and the text in its field, `""` when empty),
  `searchScope(X)` (the title of the scope button selected in X's search bar, `""` without one),
  `restored(X)` (X came back from the archive), `movingToParent(X)`, `movingFromParent(X)`,
  `beingPresented(X)` and `beingDismissed(X)` (UIKit's `isMovingToParent` … `isBeingDismissed`:
  whether the transition running X's appearance callbacks pushes, pops, presents or dismisses it;
  false outside one), `navigationController(X)` (UIKit's property: X's nearest ancestor that is a
  navigation controller, `nil` for none; `count(stack(navigationController(X))) > 1` is "X was
  pushed", what a screen asks before it pops or dismisses itself), and `window` and `windows` (the number of the window in front, and how many
  the app has open).

An instance compares equal to a scene's name when it is an instance of that scene
(`visible == RecipeDetail`); `RecipeDetail#2` names one instance, and `RecipeDetail#1` the first
(the one the trace names without a number).

### Entry points

What opens the app at a place is the scene delegate's business; a file says what its scene
delegate does with blocks at the top level, like tests:

```
var recipe = ""

link "recipes://recipe/{recipe}" {      // a URL of the app's scheme; https: a universal link
    dismiss Tabs animated false         // UIKit changes nothing on screen itself:
    select Browse                       // the app clears the way, as real apps do
    pop to root animated false
    push RecipeDetail
}
activity "com.example.view-recipe" { select Browse }   // Handoff, Spotlight, Siri
shortcut "com.example.new" { present Editor }          // a Home Screen quick action
```

Each `{name}` segment of a link's URL matches one segment of the opened URL (its query and
fragment aside) and goes to the global variable `name`, which the file declares. The block is the
app's code, run as an alert action's handler runs: `open "recipes://recipe/carbonara"` with the app
running calls the scene delegate's `scene(_:openURLContexts:)` (`continue` for a universal link or
an activity, `performActionFor` for a quick action), then the block; from the background
(`background`), around the scene coming back to the foreground (<doc:UIKitModel#Scenes-and-entry-points>
gives the orders). An `open` before any launch is a cold launch: `willConnectTo` carries what
opened the app, and the block runs once the scene is active. In a file with an entry point, every
launch tells the scene delegate (`SceneDelegate.willConnectTo`, `sceneWillEnterForeground`,
`sceneDidBecomeActive`); elsewhere a launch's trace shows the view controllers alone. `flow
explore` opens each link (a `{name}` as `x`), activity and quick action in every state.

`activity "type" restoration { … }` makes that activity the scene's state restoration activity
(`stateRestorationActivity(for:)`), which UIKit asks for as the scene goes to the `background`
(its userInfo: the file's globals). A `launch` while the app is in the background is the system
having ended it there and a person opening it again: the new scene connects with the activity
(`willConnectTo(stateRestorationActivity: type)`) and the block runs in `willConnectTo`, on the
globals it kept, before the window shows — a restored screen appears with the launch, not
animated. A `launch` from the foreground (a person ending the app in the app switcher, which
discards the activity) starts afresh.

### Windows

On an iPad an app can have several windows, each a scene of its own with its own view
controllers; the file's globals are the app's one model. The launch's window is window 1; `open
window` opens the next (2, 3, … in the order they open), full screen, with the storyboard's
initial scene: the window in front goes to the background (its `SceneDelegate`'s
`sceneWillResignActive`, `sceneDidEnterBackground`), then the new scene connects
(`SceneDelegate#2.willConnectTo`, with `open window activity "type"` the activity, whose block
then runs) and appears as at a launch. Statements act on the window in front: taps, queries such
as `visible`, `print tree`, and `open "URL"`, which the system delivers to it. `focus window 1`
brings window 1 back: the one in front goes to the background and window 1 comes to the
foreground, with no view controller told. `close window` closes the window in front (a number:
that one) as a person does in the app switcher: its scene leaves the foreground and disconnects
(`sceneDidDisconnect`), and the window behind it comes to the front; closing the last ends the
app's windows. A `launch` or a `restore` starts with one window again.

```
launch regular
open window activity "com.example.note"   // a note dragged out into a window of its own
expect window == 2 && windows == 2
focus window 1
close window 2
```

`open window beside` opens the next window side by side with the one in front (Split View;
iPadOS 26's tiled windows): the one in front stays in the foreground and becomes horizontally
compact, as at `size compact`, and the new one connects compact too and has the focus. Both are in
the foreground: `focus window N` of the one beside moves the focus and tells no one, `background`
and `foreground` take both, and closing either gives the other the screen back at the width it had
alone. A window opened full screen, or brought to the front from behind, ends the Split View (the
one beside goes to the background too). `print tree` says `beside 1`.

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
- `select 2` counts from 1; selecting a tab that does not exist is a runtime error. It picks in
  the tab bar controller nearest above the visible controller (UIKit's `tabBarController`), else
  in the one tab bar controller on screen beside it: a custom container shows every child it
  holds, so a tab bar controller held beside another child is on screen and its bar is tapped
  as any control is. With none, or two side by side, `select 2` is an error; `select Tab` names
  the tab by its scene.
- Statements in hooks, unwind bodies and `prepare`/`perform` blocks run where UIKit calls them,
  without waiting for the app to become idle (as in a `timeline`); `test`, `launch`, `restore`
  and `tap` are not allowed there. There, a statement that calls a view controller method
  (`present`, `dismiss`, `perform`, `show`, `detail`, `push`, `pop`) is called on the instance
  whose hook or body it is (`self`, as that controller's own code would call it; `push` and `pop`
  go through its navigation controller, and with none do nothing), not on the visible scene; `on X`
  still names another.
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
| loading, appearance, layout | `B.viewDidLoad`, `B.viewWillAppear(true)`, `B.viewIsAppearing(true)`, `A.viewDidDisappear(false)`, `B.viewWillLayoutSubviews` |
| containment | `B.willMove(Browse)`, `B.didMove(nil)` |
| traits and size | `A.willTransition(regular)`, `A.viewWillTransition`, `A.traitCollectionDidChange` |
| segues | `A.shouldPerformSegue(showRecipe)`, `A.prepare(showRecipe)`, `D.unwind(saveRecipe)`, `C.canPerformUnwindSegueAction(saveRecipe)`, `Browse.unwind(for: RecipeList)` |
| completions | `A.presentCompletion`, `A.dismissCompletion` (the handler of the statement's present or dismiss) |
| transitions | `Fade.transitionDuration`, `Fade.animateTransition`, `Fade.updateInteractiveTransition(40%)`, `Fade.completeTransition(true)`, `Fade.animationEnded(true)` |
| presentation controllers | `Half.presentationTransitionWillBegin`, `Half.presentationTransitionDidEnd(true)`, `Half.dismissalTransitionWillBegin`, `Half.dismissalTransitionDidEnd(false)`, `Half.willTransition(regular)`, `Half.viewWillTransition`, `Half.traitCollectionDidChange` |
| sheet delegate | `B.presentationControllerShouldDismiss`, `B.presentationControllerWillDismiss`, `B.presentationControllerDidDismiss`, `B.presentationControllerDidAttemptToDismiss`; before iOS 13 a popover's `B.popoverPresentationControllerShouldDismissPopover`, `B.popoverPresentationControllerDidDismissPopover` |
| restoration | `B.encodeRestorableState`, `B.decodeRestorableState`, `B.applicationFinishedRestoringState` |

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
  `RecipeDetail#2`. The content follows <doc:UIKitModel>; the layout looks like this (<doc:Commands#flow-run>
  gives the exact spacing and the JSON form):
  ```text
  tap recipe                                                    recipes.flow:61
    RecipeList.shouldPerformSegue(showRecipe)
    RecipeList.prepare(showRecipe)
    segue showRecipe: RecipeList -> RecipeDetail (push on Browse)
    RecipeDetail.willMove(Browse)
    RecipeDetail.viewDidLoad
    RecipeList.viewWillDisappear(true)
    RecipeDetail.viewWillAppear(true)
    RecipeDetail.viewIsAppearing(true)
    RecipeList.viewDidDisappear(true)
    RecipeDetail.viewDidAppear(true)
    RecipeDetail.didMove(Browse)
  print tree
    window  compact · iOS 26
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
what it warns about, and what it misses, judged by reading each app's code; and how the importer
turns a storyboard into flow.

## Overview

An app's navigation lives in three places: the storyboards, which draw segues and containers; the
code, which performs segues, makes controllers (from a storyboard by identifier, or with an
initializer) and presents, shows, pushes or adds them as children; and SwiftUI, whose links and
sheets move between the screens a `UIHostingController` shows. `flow import --app FOLDER -o OUT`
reads all three (the Swift with the compiler's own parser) and writes one `.flow` per storyboard,
`SwiftUI.flow` for the SwiftUI the code hosts, `Code.flow` for the view controllers the code makes,
and `OUT/App.flow`, the entry, which launches where the app does. Then:

```sh
flow import --app MyApp -o Flows                          # what was found, on standard error
flow check Flows/App.flow                                 # every check, on every file, once
flow explore Flows/App.flow --max-states 20000 --no-timing
```

`flow explore` fires what a person does (taps, back, swipes, tabs) and what the app's code does
(each manual segue of a scene on screen, `perform "ID" [from Scene]`), so a scene reached only
through code is reached. Each declaration imported from a storyboard says where it is there
(`// from ../MyApp/Base.lproj/Main.storyboard:42`), and `flow check` points its warnings there too.

## The apps

Each app was fetched at the commit named, imported whole, checked and explored with the commands
above. "Reachable" is a person's view: a declaration is reachable when someone using the shipping
app on an iPhone can get to that view controller — by a tap, a menu, an alert, a SwiftUI screen
that embeds it — judged one by one from the storyboards and the Swift code (a setting, an account,
a feature flag or a hardware condition counts as reachable; iPad-only and code nothing calls do
not). "Declarations" counts every view controller the import declares: storyboard scenes, the
SwiftUI screens, the view controllers made in code, the navigation controllers made in code.

| app | commit | storyboards | declarations | reachable | explore reaches | coverage | storyboard scenes | `flow check App.flow` |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Tiny, Hosted (written for the tests) | — | 2, 1 | 5, 13 | 5, 13 | 5, 13 | 100 % | 100 % | 0 warnings |
| GoMap (bryceco/GoMap) | 9d471e27 | 12 | 54 | 54 | 54 (re-measured 6 December 2026: the map markers, below) | 100 % | 48 of 48 | 1 (true of the storyboard) |
| Delta (rileytestut/Delta) | adee3c5c | 6 | 87 (re-measured 6 December 2026; the one more not judged) | 82 | 81 | 98 % | 36 of 38 | 1 (true) |
| NetNewsWire (Ranchero-Software/NetNewsWire, `iOS/`) | 834decfad | 5 | 46 | 46 | 45 | 98 % | 31 of 32 | 0 warnings |
| DuckDuckGo (duckduckgo/iOS, `DuckDuckGo/`) | 7b3f6010d | 16 | 122 | 103 of the 119 judged before | 104 (re-measured 6 December 2026: the launch had been lost, below; not judged one by one since) | — | — | 3 |
| openHAB (openhab/openhab-ios, `openHAB/`) | eb34c7f5 | 1 | 11 | 10 | 10 | 100 % | 5 of 6 | 2 (true of the storyboard) |
| FreeOTP (freeotp/freeotp-ios, `FreeOTP/`) | ad08578 | 1 | 13 | 10 | 10 | 100 % | 10 of 13 | 3 (noise: iPad only) |
| Tofu (calleerlandsson/Tofu, `Tofu/`) | 7947669 | 1 | 9 | 9 | 9 | 100 % | 9 of 9 | 0 warnings |
| Open Food Facts (openfoodfacts/openfoodfacts-ios, `Sources/`) | 35cf4ea57 | 7 | 33 | 32 | 32 | 100 % | 16 of 17 | 1 (true: a tab bar as a child) |
| Swift Radio (analogcode/Swift-Radio-Pro, `SwiftRadio/`) | b2b4a457 | 0 | 10 | 10 | 8 | 80 % | — | 0 (re-measured 6 December 2026: Code.flow allows W101; the two screens behind a third-party popup stay unreached) |
| Simplenote (Automattic/simplenote-ios, `Simplenote/`) | d3e2599c | 0 | 30 (re-measured 6 December 2026; the two more not judged) | 28 | 23 | 75 % before | — | 0 (Code.flow allows W101; the sign-in a framework shows, and the screens reached only through it, stay unreached) |
| Kodi Remote (xbmc/Official-Kodi-Remote-iOS, `XBMC Remote/`) | 57b0a064 | 0 | 13 | 13 | 13 | 100 % | — | 0 warnings |
| Eidolon (artsy/eidolon, `Kiosk/`) | 44486ed | 2 | 35 | 34 | 34 | 100 % | 31 of 32 | 1 (true: a screen nothing instantiates) |
| Yep (CatchChat/Yep, `Yep/`, Swift 2) | 0e90d7a2 | 39 | 70 | 63 | 61 (re-measured 6 December 2026) | 97 % | 61 of 70 | 1 W101 (not audited one by one) |
| Tinode (tinode/ios, `Tinodios/`) | 68c9f73c | 1 | 35 | 35 | 34 | 97 % | 32 of 32 | 1 (true of the storyboard: a tab bar pushed) |
| AltStore (rileytestut/AltStore, whole) | 65fe399 | 3 | 24 | 24 | 21 | 88 % | 21 of 24 | 2 (true of the storyboards: a tab bar as a child; a navigation controller whose root an operation sets) |

The explorer reaches only what the app can show, with five exceptions, all DuckDuckGo's: two
scenes of storyboard segues that no code performs, or only code nothing calls (the explorer fires
a storyboard's manual segues), a dialog the new tab page adds as a child but keeps hidden, a tab
bar only iPad makes, and a settings screen its provider can make but no row asks for. Delta's and NetNewsWire's figures count
the view controllers made in code the last importer reads (Delta's database repair screen and the
save-state review it leads to are reached; its Patreon tiers screen, shown only by the settings
screen the app no longer shows, is not, nor the navigation controller made around it). NetNewsWire's
one scene unreached is its article's context-menu preview, which a person sees above a held row but
which UIKit puts on no stack (see "Context menus' previews" below); Delta's game preview, made in
code for the same menu, is no declaration of its own any more.

openHAB, FreeOTP, Tofu and Open Food Facts were imported for the first time at this document's
latest figures, as apps the importer had never seen, and each first import was read against the
code. openHAB reached 6 of 11 with four false warnings: its root adds its sitemap or its web view
as a child, whichever a saved preference names, through `let target = if … { a } else { b }` and a
helper that adds it (every branch's controller is now a child), and its sitemap page pushes
subpages of its own kind (no W109 now). Its two warnings are true of its storyboard: a side-menu
navigation controller with no root that no code instantiates (the code makes its own around the
SwiftUI drawer). FreeOTP reached 3 of 13: its list pushes its scan and add screens through a
helper of its own that instantiates the identifier it is given and pushes it (`next("scan", …)`),
now a push at each call; the three left are the navigation controllers it presents as popovers
on an iPad only. Open Food Facts reached 30 of 32 with a false W101 for its scanner's results,
which the main storyboard's code presents from another storyboard (a storyboard is now entered
wherever the files checked before it lead), and missed its search list, which the search screen
makes through a factory of its own returning what `SearchTableViewController.loadFromStoryboard(named:
.search)` makes — a `UIViewController` extension instantiating by the name of the class it is
called on — wraps in a navigation controller held in a property and adds through the extension's
`transition(to:)`: such factories are now read, four deep. Linking its product details then drew
a false W109 (the scanner's results embed them, the search pushes them): W109 is now for tabs and
pages only. The one scene left, the product attributes, is a storyboard scene the code never
instantiates (it makes the class with `init`). Its 31 reached declarations were not audited one
by one. Its app delegate then turned out to replace Main's root at launch (`window?.rootViewController
= RootViewController()`), which the importer had ignored because Info.plist names Main: a root set
at launch now launches the app whatever storyboard is named, as UIKit does, and the root's
initializer, which adds Main's tab bar as its child through `transition(to:)`, is read (32 of 33).
Its one warning, W116, is true: Apple says a tab bar controller should never be a child.

Swift Radio has no storyboard: every screen is made in code and shown by two coordinators, and
the importer refused it ("no .storyboard file"). It now launches where its scene delegate does,
in the navigation controller it hands its main coordinator, whose `start()` roots it with the
loader; the loader's delegate call leads to the station list, the list's to About (presented in a
navigation controller an About coordinator roots), and About's rows to the features, libraries
and contributors screens it pushes. The two screens not reached, and warned about, hang off the
now-playing screen, which the app shows with LNPopupController's `presentPopupBar(with:)`, a
third-party container flow does not read.

Simplenote launches from Objective-C: its delegate makes the note list, a navigation controller
around it, the tag list, and a sidebar container of its own given the two (`[[SPSidebarContainerViewController
alloc] initWithMainViewController:… sidebarViewController:…]`), which it sets as the window's
root; the container adds what it was given as children. The Objective-C reader paired a
presentation with the last storyboard instantiation of its method and read no controller made
with `new` or `alloc`/`init`, so the launch was not found and nothing was reached. Read statement
by statement (each variable holding what it was given), with a container's children taken from
where it is made, and the tag list's `SPAppDelegate.shared().presentSettingsViewController()`
followed into the delegate, it launches in the container and reaches 20 of 28: the settings and
everything under them, the editor, the note's options, history and information, the tag list. The
eight left are the sign-in screens and what they lead to, which Simperium, a framework, shows when
no one is signed in (the app hands it its onboarding class, `authenticationViewControllerClass =
SPOnboardingViewController.self`, which is why that class is not even declared); their four W101
are false for a person signed out.

Kodi Remote, never imported before, is Objective-C with xibs and no storyboard but its launch
screen. Its delegate sets a sliding-menu container as the window's root (a subclass of the
vendored ECSlidingViewController, whose `setTopViewController:` and `setUnderLeftViewController:`
add their value as a child), and the subclass sets its menu and a navigation controller around the
server list on those properties as it loads. Its first import found the launch but no child (1 of
10 reached); a controller set on a property whose setter adds a child is now a child, and every
declared screen is reached (13 of 13: the server list, its editor and the app's information, and
through the buttons every screen has, the remote, now playing, the library browser and what it
shows). What the import does not read is the menu itself: a row sets the container's top child
(`self.slidingViewController.topViewController = navController`), a child swapped on another
controller, so the menu's scene has no segue. Of the four view controllers it leaves undeclared,
three are the iPad's and the fourth is a list whose view the library browser adds as a subview.

ownCloud (owncloud/ios-app, 0ac09a30), imported for the first time with this round's importer and
never seen before, is made wholly in code but for its launch screen: the whole repository imported
(the app and its shared framework, 530 Swift files) gives 46 view controllers made in code and
launched nothing until the scene delegate's root, a lazy property declared
`AppRootViewController`, was read as that class (9 of 47 reached; 11 of 49 since containers made
with their children embed them: the item card, a `FrameViewController(header:viewController:)`
adding the list it is handed, and the license offers shown the same way). Its subclass of
`UIAlertController` had been drawn as a screen shown from every settings page: it is an alert now.
The rest of its navigation goes through its own action and "client context" framework
(`OCItem.openItem`, `ClientLocationPicker.provideViewController`) and a sidebar the root builds
from collection views: not followed, so 38 declarations are unreached and warned about; it is not
in the table. Since factories that assign one controller per case of a `switch` over their
parameter are read (below), 15 of 61: the sidebar's special items (shared with me, shared by me,
the activity list, spaces, search) that its account controller makes, and the setup steps of its
bookmark editor, newly declared and not reached. Its root is an `EmbeddingViewController`, whose
`contentViewController` adds its new value as a child in `didSet`; the root sets it, in a closure
it hands a condition, to a new bookmark setup or to the browser it keeps in another property. A
Swift property whose `didSet` or `set` adds a child is now read as Objective-C setters are: 24 of
62, 37 warnings (from 44): the bookmark setup and its steps are reached. Since stored properties
made with their initializer are read (below), its browser, `var contentBrowserController:
BrowserNavigationViewController = BrowserNavigationViewController()`, is declared and embedded
(26 of 64, 37 warnings); a `UIViewController` extension that looks for one among a controller's
parents (`if let browser = viewController as? BrowserNavigationViewController { return browser }`)
returns one someone else made and no longer presents one from every scene. What the browser
shows is not read: its sidebar is set on it from the root (`contentBrowserController.sidebarViewController
= …`), another object's property, and its content comes from the client-context framework.

Zotero (zotero/zotero-ios, 00280bd83, whole), never imported before, on 5 December 2026: a
coordinator app made in code (one storyboard, its launch screen; 850 source files read) whose settings are
SwiftUI views calling their coordinator. Its first import declared 83 view controllers and the
explorer reached 60 within 20,000 states, with 25 coordinator moves not linked: the settings
coordinator's `start()` sets its stack from a list in a local, inside a `ContainerViewController`
made around the navigation controller before the coordinator, and every settings row is a SwiftUI
button calling `coordinatorDelegate?.showSync()` and the like. Each is read now (above): 69 of 86
reached, 9 calls not linked. Its launch screen, which the coordinator sets as the root until its
database is ready, was an alternative of the launch the explorer found a dead end (nothing leads
on from it; the app leaves it by itself): a splash is no alternative now, and its storyboard is left
out as a launch screen's is (68 of 85, no finding but the 17 unreached). A beta-update alert its
launch presents in a nested function had been read as a presentation of that launch screen (the
last controller instantiated): an alert made in code is no move. Six settings rows push through
a helper of the coordinator's that hosts the SwiftUI view it is handed (`pushDefaultSize(view:
GeneralSettingsView().environmentObject(viewModel))`, `UIHostingController(rootView: view)`
pushed): a parameter hosted so is moved as one handed a controller is, and a SwiftUI view of the
app's handed to it, modified or not, is its screen (75 of 91). Its detail coordinator shows the
trash or the items list by the collection's kind, and only the first (the trash) was read: a factory
choosing by a condition now moves to each of its controllers (76 of 92, the thirteenth session). Left: the PDF reader's annotation
sidebar and thumbnails (children a reader adds through its own coordinator), the account screen
the sync settings view reaches (that view is hosted by the app's subclass of `UIHostingController`,
read as a view controller made in code, so its buttons are not read), the logs and full-sync screens
the debugging view reaches through its action handler, and the splash's assignment, listed as not
linked.
Its reached declarations were not audited one by one.

Pocket Casts (Automattic/pocket-casts-ios, c23892d1f, never imported before, 5 December 2026) makes
its tab bar controller in its scene delegate (`window.rootViewController = MainTabBarController()`),
which gives itself its tabs in `viewDidLoad` from a local list chosen by a feature flag and mapped
through the app's helper (`viewControllers = vcsInTab.map { SJUIUtils.navController(for: $0) }`),
and moves between its 121 screens made in code and its SwiftUI views through its view
controllers' code and a navigation manager. Imported whole as it is: the launch and the tabs read,
134 declarations, 307 calls that move linked and 9 not (an app delegate's and two view models' dismissals and
presentations), 1 warning (true of the storyboard: `Main.storyboard`'s one scene, a
`MainTabBarController` with no tabs, which the app never instantiates since it makes that class in
code); `flow explore` reaches 115 of 134 within 200,000 states. Nine of the 19 unreached are that
storyboard's scene and the navigation controllers its class's code moves make there, all true of
the app (the storyboard is never loaded), written twice since the class is both the storyboard's
scene and the one the code makes. Not audited one by one.

Monal (monal-im/Monal, 133bfd394, never imported before, 5 December 2026), an XMPP client in
Objective-C and Swift (95 and 47 files) with two storyboards and SwiftUI settings, imports whole:
85 calls that move linked, 6 not, **31 of 40** reached, the whole space in 19 states. Its folder
holds two apps' Info.plists, Monal's and its Quicksy variant's, each naming its own launch screen;
the second's was imported as a storyboard no path reaches, since the launch screens were read only
from the plists before the one naming the launch: every plist's are now. Two W101, both true on an
iPhone: the about screen, which only the Mac menu's command presents, and an Xcode template's
navigation controller left in the settings storyboard. The import also says that the chat screen's
⌘I shortcut performs a segue `showDetails` its storyboard scene does not have (UIKit raises there:
true, read against the storyboard). Not audited one by one.

OneBusAway (OneBusAway/onebusaway-ios, c9dadbd8, never imported before, 5 December 2026), a transit
app in Swift with Objective-C app delegates (548 source files; two app targets, OneBusAway and
KiedyBus, over one shared kit, each with its own `AppDelegate.m`), has no storyboard but its launch
screens. Its scene delegate hands the window to the app object, which calls back the delegate's
`applicationReloadRootInterface:`, which sets the root inside a block handed to a launcher:
`self.rootController = [OBAApplicationRootControllerFactory makeWithApplication:application];
self.window.rootViewController = self.rootController;`. At first the launch was not found and 3 of
68 scenes reached. Read now: a block's assignments (a message with a block was one statement, never
read as an assignment); the Swift factory by its Objective-C selector (`makeWithApplication:` of
`make(application:)`); each controller the factory may return as a root of its own, a SwiftUI map
panel behind a feature flag that is off by default, else the UIKit tab bar, which is where the app
launches, the panel the root it may set instead; and the tab bar's tabs, each
`application.viewRouter.buildNavigation(controller: self.mapController)`, a method of the router
returning the controller it is handed in a navigation controller it makes; and a factory that
returns one screen or another by a flag (its stop page, the new one or the old) as a move to either.
**59 of 83** reached within 200,000 states, no warnings. Four moves are said not linked (a feedback prompt's dismissal,
the map's stop sheet presenter, the router's data migration and Safari screens, all outside view
controllers). Not audited one by one.

Element (vector-im/element-ios, 14ccfe444, never imported before, 5 December 2026), a Matrix
client in Objective-C and Swift (191 and 668 files) with 56 storyboards, most of them one screen
each that a Swift coordinator instantiates. Its newer flows are coordinators that move
coordinators, not controllers: a `Presentable` protocol, which an extension of `UIViewController`
answers with `self`, gives the controller an object stands for; a `NavigationRouter` wraps each
navigation controller, pushing `module.toPresentable()` of what it is handed and standing for its
navigation controller, which the `start()` of the coordinator keeping it roots; and about forty
Swift "bridge presenters" that its Objective-C screens call as `[bridge presentFrom:self
animated:YES]` present a coordinator's `toPresentable()` on the screen handed in. First imported,
22 of 95 reached, and 95 dismissal segues, most of them (52 of the 76 places in the code) a screen
dismissing the alert it keeps (`[currentAlert dismissViewControllerAnimated:NO completion:nil]`, read
as the screen dismissing itself); 36 are left. Read now (PresentableObjects.swift, ObjectiveCSelfHandedOver.swift, AlertDismissals.swift):
an object standing for a controller wherever a controller goes; an Objective-C message handing
`self` over as a call of the Swift method its selector spells, reaching only its receiver's class;
an Objective-C class method's returned controller (`+ (SecurityViewController*)instantiateWithMatrixSession:`,
and `+ (instancetype)roomViewController` returning `[[[self class] alloc] initWithNibName:…]`, which
declares thirteen screens made from nibs);
a router that refuses to push a navigation controller (`guard controller is UINavigationController
== false else { return }`); and an alert's dismissal as no move. **56 of 125** reached, the whole
space in 576 states; five warnings: one W116, true (the tab bar controller inside a navigation
controller, which the code's own comment regrets), and four W101 the import causes: the tab bar
controller instantiates the storyboard's room screen (and its member details, a segmented screen,
the contacts list) and hands it to its Swift coordinator's delegate method
(`[self.masterTabBarDelegate masterTabBarController:self wantsToDisplayDetailViewController:…]`),
which shows it in the split view's detail column: an Objective-C message handing a controller to
a delegate is not followed. The launch is a guess (Main's split view controller, which matches what its `AppCoordinator`
builds in code through a root router handed in a parameters struct). Not audited one by one.

KeePassium (keepassium/KeePassium, e651df4f) keeps its navigation in coordinators that push through
a `NavigationRouter` their base class declares, and that its view controllers reach through
delegate protocols: its import went from 18 calls linked and 33 not linked to 35 and 31. What is
left is where the app starts: its main coordinator makes a split view controller in code, roots
its primary column with a router's navigation controller and sets it as the window's root in its
initializer, and its child coordinators are handed routers made by `NavigationRouter.createModal`
and presented as routers. The launch was not found. Since an initializer the scene delegate calls
at launch is read, and split view controllers made in code, it launches in its `RootSplitVC`, a
column-style split whose secondary column is the placeholder its initializer makes from a
storyboard with `PlaceholderVC.instantiateFromStoryboard()` (an extension's factory `-> Self`
returning another of its helpers, `instantiateHelper`, which instantiates by the class's name held
in a local, `String(describing: self)`): 3 of 36 reached, 38 calls linked. Its primary column is
filled by the main coordinator with a router's navigation controller, which the database picker
coordinator handed that router fills when started: not followed, so `flow check` said the split
had no primary (true of what was read, not of the app). Three things stood in the way, all now
read. A coordinator's `start()` pushes its first screen through `_pushInitialViewController`, a
helper of its base class (a method whose name starts with an underscore was taken for no call)
that hands the controller on to `router.push` through an extension of the `Coordinator`
protocol (a walk from a coordinator's method did not look in the protocols' extensions, and a
controller handed to a method was not passed on with the parameter that carries it). The router
presented (`viewController.present(modalRouter, …)`, a `NavigationRouter.createModal()` handed to
the coordinator) is the navigation controller it wraps, rooted where that coordinator's `start()`
first pushes. And the primary is set on a property holding the app's own `RootSplitVC`
(`_rootSplitVC.setViewController(_primaryRouter.navigationController, for: .primary)`), in the
initializer, while the router is handed to the database picker coordinator in `start(…)` in
another file: a column set on a split subclass from outside is that class's, and a router's
navigation controller is rooted by the coordinator the class hands the router to as it starts
(its initializer, `start…` or `setup…`; later methods hand it to the database viewer). It now
launches in the split with the file picker in the primary: 19 of 66 reached, 62 calls linked, 22
not (most in flows that open a database, which a person's file choice starts), 13 warnings, not
audited one by one. On 1 December 2026 that reach did not reproduce: 3da93ce's importer, run again
on the same commit of KeePassium and explored with `--max-states 20000`, declares 61 and reaches 7
in three states (the collapsed split with its placeholder pushed on the file picker, the file
picker, and one presentation); today's import, with the AutoFill extension left out, reaches 7 of
58. The file picker (`FilePickerVC`, which the database picker coordinator's base class makes) is
linked to one move only, and that one through its toolbar decorator's protocol, whose conformers
include other coordinators' decorators (an over-approximation). Its delegate is a protocol nested
in its class (`FilePickerVC.Delegate`, one of 13 protocols named `Delegate` in the app), which the
reader takes by its last name; keeping the enclosing type's name on the property and the
conformance (tried on 1 December 2026) changed nothing here. The picker's
`delegate?.didSelectFile(…)` is read, and its delegate is bound to `FilePickerCoordinator` (which
sets `_filePickerVC.delegate = self`), whose own `didSelectFile` moves nothing; the object is a
`DatabasePickerCoordinator`, a subclass overriding `didSelectFile` with the moves, and the walk
does not follow a bound class's subclasses' overrides (dynamic dispatch). Following them (tried
too) reached the override but added only the router's generic dismissals, not what the main
coordinator, that coordinator's own delegate, then shows: why is the next step here.
On 5 December 2026 the why was found: the picker's call may reach three coordinators (the file, key
file and database pickers'), and one walk took all three within its 32 methods, the key file
picker's first — its pick dismisses through every helper of the router, and its delegate sets
the key file in the database settings, which went on into the keychain and the log, both counted
as classes that move (the log reads the settings, the settings the premium manager, the premium
manager calls the coordinator of the pricing screen). Each class a call may reach now has the 32
methods to itself, and the walk enters another class's method only when that method moves or calls
one that does: the database picker's override reaches the main coordinator's `_showDatabaseUnlocker`,
where the next step is the split's own `setSecondaryRouter(_:)`, handed the unlocker's router
(a method of a view controller, which the walk does not enter). 14 of 57 reached, 27 calls not
linked (was 7 of 57, 33). Of the other apps, AlphaWallet and Zotero changed: seven duplicated
segues gone (one move reached from two coordinators was listed twice), and a few moves found past
the old limit; reach unchanged.

Mastodon (mastodon/mastodon-ios, a9e088a9c, `Mastodon/`) routes nearly every move through one
coordinator that takes the destination and the way there as enum cases:
`coordinator.present(scene: .profile(viewModel: model), from: self, transition: .show)`, where
`present(scene:from:transition:)` gets the controller from a private `get(scene:)` — a `switch`
making one controller per case — and moves it by a `switch` over the transition (`.show` shows,
`.modal` presents a navigation controller made around it, `.showDetail` shows the detail…). Its
root is set by that coordinator's `setup()`, which the scene delegate calls, on
`sceneDelegate.window`: a tab bar subclass that makes its five tabs in its initializer and maps them
into navigation controllers. The first imports launched Main's empty storyboard scene and reached
1 of 17. The reader now tags what a method does under a case of a `switch` over its parameter,
a call records the enum cases it passes, and following a call keeps the one move of its transition
with the one controller of its scene; the root set in a method the delegate calls at launch is the
launch, and the tab bar's initializer is read: 40 of 55 reached, 98 calls linked. Most of the rest
went through static facades called from extensions of protocols the view controllers conform to
(`DataSourceFacade.coordinateToProfileScene(provider: self, …)` in `extension
StatusTableViewCellDelegate where Self: DataSourceProvider`, the facade calling
`provider.coordinator.present(…)`): those extensions' methods are now the conformers' own, a
static method called by its type's name is followed, and `provider.coordinator` has the type the
app declares every `coordinator` property with. Its notifications list their two timelines as
pages of Tabman's container; a subclass of a paging library's container now embeds what it makes
as its pages: 52 of 62, and of 63 once the settings screen its settings coordinator
pushes from a property was declared. Twelve warnings are left, none audited as true: eight W101
for the settings (its `.settings` case makes a settings coordinator whose `start()` presents on the
controller it was handed, not followed), two more W101 (an account's notification timeline, familiar
followers), and two W104 for the profile header, a child its profile screen adds through a pager
it keeps, not embedded, so its `show` looks modal. It is not in the table: those 62 were not
audited one by one. Since a child coordinator made and started in a method is followed, and a
case a call names follows the parameter it is passed on as (`present(scene: .settings)` →
`get(scene: scene)`), the settings bar button and key command reach the settings coordinator:
60 of 63, four warnings (the two W101 and two W104 above). Its `start()` pushes the settings
screen on a navigation controller of its own (made in its `init`) and presents that on the
controller it was handed: first imported as a show from the screen that asked. The push in a
`start()` that presents the coordinator's own navigation controller now roots that navigation
controller, and the presentation is the asking screen's: `present SettingsViewControllerNavigation`,
as the app does it, 61 of 64 reached, the same four warnings.

Pocket Casts (Automattic/pocket-casts-ios, c23892d1f, the whole repository), never imported
before, is Swift with xibs and one storyboard whose tab bar the code does not use: its scene
delegate sets `MainTabBarController()` as the root, which as it loads lists its tabs in a variable
chosen by feature flags (`vcsInTab = [podcastsController, filtersViewController, …]`, one of them a
local given one of two controllers in an `if`) and sets `viewControllers = vcsInTab.map {
SJUIUtils.navController(for: $0) }`. The first import read no tab: 5 of 71 reached, 60 warnings.
Tabs listed in a variable, mapped through a helper named for a navigation controller, are now the
tabs: 62 of 80 reached (the 80 include screens newly linked from the tabs' code), and 63 once
static helpers and protocol extensions were followed (below). Most of its presentations wrap the
controller with that same helper (`present(SJUIUtils.navController(for: createFilterVC), …)`): a
helper named for the navigation controller it makes around what it is handed is now one, and 103
of 122 are reached, 275 calls linked, 13 warnings — one true of the storyboard (its unused tab bar
has no children) and 12 W101 not audited one by one (among them screens made by Discover's summary
sections and by SwiftUI view models that push through a navigation controller they are given: 28
calls not linked). It is not in the table. Since SwiftUI's own views are no screens (below, Home
Assistant), the `EmptyView` its referral tip is hosted in before the code sets the tip as the root
is no longer a scene: 102 of 121.

Eurofurence (eurofurence/ef-app_ios, 2a7210b00), never imported before, keeps its screens in
local Swift packages under `Packages/`, a folder the importer skipped as dependencies' checkouts:
it read one storyboard and two declarations. A `Packages` folder the Xcode project refers to is
now read: 20 storyboards, 36 declarations, 26 calls linked. Its launch is still not found: the scene
delegate hands the window to `Application.instance`, whose bootstrapping scene sets the root through
a window "wireframe" protocol (`windowWireframe.setRoot(contentController)`, each controller made
by a module factory behind a protocol); nothing is reached from an unknown launch. Its Info.plist
names a second scene delegate, which hosts the SwiftUI rewrite (`UIHostingController(rootView:)`)
and which the app delegate picks only in debug builds with a setting on. Since a hosted SwiftUI
root can be the launch, the scene delegate the scene manifest names first is the one read, so the
debug variant does not stand for the app (taken, it reached 1 of 36 and made six false W101).

**AltStore** (rileytestut/AltStore, 65fe399), imported whole on 1 December 2026, holds four
targets in one repository: the store (iOS), its macOS server, AltBackup (a second, small iOS app)
and a widget. The server's macOS `Main.storyboard` stood for the store's (both are `Main`, and the
server's folder sorts first), was refused as macOS, and AltBackup's delegate, which sets its
window's root in code, was read as the store's launch: 1 of 10 reached. Other targets are now told
apart by their Info.plist (an extension's, an App Clip's, a watch app's, a macOS app's, or a second
iOS app's when only one names what it launches; `AppTargets.swift`), and their folders' sources
and storyboards are left out and said; a storyboard for macOS or watchOS is never the app's; of
two storyboards of one name, the one nearer the app's Info.plist is kept. **21 of 24**: the three
left are the Apple ID sign-in screens an `Operation` presents (not linked: made outside view
controllers). The same rule leaves out Pocket Casts' watch app (76 source files) and Eurofurence's
App Clip, with no other change to the 23 apps. (An extension's storyboards other than its main one,
which it loads in its own code, stayed in until 2 December 2026: KeePassium's AutoFill extension's
four were scenes of the app that nothing reaches; 7 of 54 now.) Loop (LoopKit/Loop, 710182e2) holds two iOS apps
that both launch a `Main` (Loop, and Learn beside it): the one in the folder named as the Xcode
project (`Loop.xcodeproj`) is the app. Moonlight's tvOS storyboard is skipped as another
platform's, not refused as "not a storyboard". Its Info.plist also names a main storyboard for the
iPad alone (`UIMainStoryboardFile~ipad`, `iPad` beside the iPhone's `iPhone`), which UIKit loads only
on an iPad: since 4 December 2026 it is skipped and said, as a `Main~ipad.storyboard` variant is
(flow models an iPhone), unless the code loads it by name. Its six scenes had counted as never
reached: **5 of 6**, the one left the loading screen the Objective-C reader misses (below). KeePassium's AutoFill extension has an Info.plist
Xcode runs through the C preprocessor (`#ifdef INTUNE` around some keys), which did not parse, so
the extension was taken for the app's: such a plist is now read as the build without flags
(`PlistPreprocessing.swift`), and its storyboard and code are the extension's (61 → 58 declarations,
15 → 13 warnings, both gone of the extension's screens).

**Presentations over the app** (1 December 2026). Eidolon's app delegate presents its help and a
web page on `window?.rootViewController` when the Help button it adds to the window is tapped;
Habitica's (HabitRPG/habitica-ios, aafd43ae, never imported before) presents its maintenance screen
on `UIApplication.topViewController()`, and its user manager and repositories call
`FaintViewController().show()` and the like, methods that present the controller on the top one;
Pocket Casts' URL routes present on `SceneHelper.rootViewController()`. None of it is a view
controller's move, so none was linked, and `flow check` said no path reaches those screens. Such a
presentation is now a code segue of the scene the app launches into, one per controller
(`PresentationsOverTheApp.swift`): Eidolon 31 of 34 → **34 of 35, 3 → 1 warning** (the two false
ones gone; the web page's navigation controller is declared now), Habitica 10 → 6 warnings (its
maintenance, fainting, armoire and login-incentive screens), Pocket Casts 109 of 127 → 114 of 131
and 12 → 9 warnings (its share list, Sonos link and End of Year share screens), Simplenote 20 → 21
and 4 → 3 (account verification, presented from the root through `presentFromRootViewController()`).
The other apps import as before. A push or a stack set on such a receiver is the same: Loop's app
manager sets the stack of the navigation controller at the window's root
(`rootNavigationController?.setViewControllers([statusTableViewController], …)`, its storyboard's
navigation controller having no root): **Loop 1 of 11 → 11 of 11, 7 → 1 warning** (the storyboard's
rootless navigation controller, true of it); FreeOTP's delegate pushes its scan screen on the
root when the app opens an `otpauth:` URL. A receiver is read as the code is parsed, not as
text: `UINavigationController(rootViewController: x)` is a navigation controller the method makes,
not the window's root.

Two apps never imported before, on 30 November 2026. **Cryptomator** (cryptomator/ios, 2cbbe1e3)
makes every screen in code, 395 source files and only a launch screen for a storyboard: its
`MainCoordinator` keeps a `UISplitViewController` in a lazy property and a navigation controller
in another, fills both in `start()` (`navigationController.viewControllers = [vaultList]`,
`rootViewController.viewControllers = [navigationController, EmptyDetailViewController()]`), and
the app delegate shows `coordinator?.rootViewController`. The launch was not found: 0 of 36. Read
as containers an object keeps (below), it launches in that split, its vault list in the primary's
navigation controller: 24 of 44 reached, 84 calls linked, 18 not. Its add-vault and sign-in flows
go through child coordinators a coordinator makes and starts in a method (`let child =
AuthenticatedCreateNewVaultCoordinator(navigationController: navigationController, …)`,
`child.start()`), reached from view controllers whose coordinator is declared as a protocol
composition (`weak var coordinator: (Coordinator & AccountListing)?`, declared by a superclass
in another file for its folder choosers); with both read, 42 of 47 reached, 97 calls linked, 5
not. Opening a vault shows a
detail navigation controller (`showDetailViewController`), which on an iPhone, the split
collapsed, the model had refused as a push of a navigation controller; UIKit pushes it whole,
as it collapses a secondary navigation controller onto the primary's, and so does flow now (the
Master-Detail template's case; UIKitModel.md, Segues). `flow check` gives 4 W101, not audited
one by one: a password screen of the add-vault flow and SharePoint's and Cryptomator Hub's sign-in
screens, behind calls still not linked. Its four folder pickers share a superclass whose
`coordinator` is `(Coordinator & FolderChoosing)?`, and the add-vault picker's "choose this
folder" reached every conformer's `chooseItem` — the open-vault flow's password screen, pops and
dismissals — and, past the 32-method limit, missed its own. Each picker's coordinator sets itself
as the picker's (`chooseFolderVC.coordinator = self`): a call on a property the app binds so now
reaches the binders, and a call matches a method known by its name only when its labels fit (a
`viewDidLoad` calling `handleError(_:for:)` was linked to a coordinator's `handleError(error:)`,
a pop): the add-vault picker now pushes its own password screen. That took two of the 47 screens
out of reach — the add-vault and open-vault pickers had been reached only through those false
links — whose true way in is a row of the account list: `coordinator?.selectedAccount(…)`, an
extension of the `Coordinator` protocol that validates the account through the app's data
managers and keychain before the coordinator starts a child that pushes the picker. The walk
spent its 32 methods in the keychain and took the extension's method once for both coordinators
sharing it. A walk now enters only classes that move or call one that does, and a protocol
extension's method is each conformer's own: 45 of 47 reached, 101 calls linked, 1 not (a pop in a
method nothing calls), 2 warnings, both SharePoint screens behind a sign-in the code starts in a
promise's closure. **Hackers** (weiran/Hackers, ffea336a) is a SwiftUI
app on SwiftUI's life cycle (`@main struct HackersApp: App`, `WindowGroup { MainContentView() }`)
with one UIKit controller: nothing launched it (0 of 1). The view a SwiftUI app's `WindowGroup`
shows is now the launch when nothing else is — no delegate sets a root, no storyboard is named — as
a hosted SwiftUI root is (`initial SwiftUI.MainContentView`): 8 of 9 reached, its settings, login
and mail sheets among them; the one left is a probe controller its web view makes to measure
itself (12 of 12 since 4 December 2026, below). **Ice Cubes** (Dimillian/IceCubesApp), all SwiftUI, builds its `WindowGroup` in a property
of an extension (`var appScene: some Scene`), which is read too: its import was refused ("no
.storyboard file, and no view controller of the app's that its code shows") and now launches in
`SwiftUI.AppView` — 1 of 1, since its tabs are a `TabView` over an enum and its routes are
`navigationDestination`s by value written in a `View` extension's method (`withAppRouter()`),
which the SwiftUI reader does not follow (it reads those a view's own body writes). A watch app's `App` (one that adapts a `WKApplicationDelegate`) is not the phone's: Pocket
Casts keeps one beside its UIKit app. Of the other seventeen apps, ownCloud and KeePassium
gained links from child coordinators (ownCloud's location picker, made and presented
by a screen, pushes its first folder in a navigation controller of its own: imported as a show
from that screen, which reaches the same folder screen), and the rest are byte-identical.

Three apps never imported before, on 1 December 2026. **Eidolon** (artsy/eidolon, 44486ed), an
auction kiosk of two storyboards, keeps its storyboard names, scene identifiers and segue
identifiers in enums of one file (`case CardTester = "Card Tester"`), its storyboards behind class
methods of a `UIStoryboard` extension in another (`class func auction() -> UIStoryboard`), and
instantiates through that extension's `viewController(withID:)`, called from each controller's
factory on the storyboard it is handed. A file was read alone, so the app delegate's
`UIStoryboard.auction().instantiateInitialViewController()` launched nothing (0 of 34), every
factory linked nothing, and `performSegue(withIdentifier: SegueIdentifier.ShowSaleArtworkDetails.rawValue,
…)` drew a false "no segue with that identifier". What a file declares for the others — enums'
raw values and static constants by their qualified names, `UIStoryboard`'s accessors, helpers that
instantiate by their argument (a storyboard's own among them, and an enum-typed identifier read
as its case's raw value) — is now read from every file before any file's classes: 31 of 34
reached, 37 calls linked, 4 not (the app delegate's "global actions", which present help and a
web page on the window's root through RxSwift commands the controllers fire), 3 warnings: the
password screen of the bid flow, which nothing instantiates (true), and the help and web screens
those global actions present (false). Reading every file first costs DuckDuckGo's import a fifth
more time (five runs of each build in turn: 1.74 s where it took 1.44 s), each file that may declare such names
parsed twice; keeping the trees for the second pass saved half of that in 3.8 times the memory.
**Home Assistant** (home-assistant/iOS, d722d7811, `Sources/App`), a SwiftUI app on SwiftUI's life
cycle, declared scenes named `VStack` and `EmptyView`: a hosting controller of `AnyView(NavigationView
{ VStack { … } })` written in place, and one of `AnyView(EmptyView())` whose root the code sets
afterwards. SwiftUI's own views are no longer scenes (a sheet of such a view is not linked), and
its settings sheet, written in both branches of an `if` (phone and pad), is one segue where the
second drew "a second manual segue with the identifier"; a sheet that shows one of two views has a
segue to each (`segue "appSettings.isSheetPresented (ServerSelectionListView)"`): 7 of 25
reached. The rest sat behind its web view, three views down: the root view's body shows a computed
property (`NavigationStack { content }`), which shows an app view (`ContainerView`, then
`HomeAssistantView`), whose body shows another (`homeAssistant.opacity(…)`), a representable whose
`makeUIViewController` calls a maker of its own (`makeWebViewController()`). Since 4 December 2026
a view's computed properties and helper methods its body shows in place — as a statement, under
modifiers, or called — are read with the body (their views, links and sheets the view's own); a
representable shown by a view shown in place is embedded in the hosting screen; a representable's
controller may come from a method of its own; `.navigationDestination(isPresented:)` and
`.navigationDestination(for:)` push their content (they had been read as views shown in place,
drawing their settings screen's links onto the root); a sheet bound to a `Binding(get:set:)`
written in place is named `sheet`; and only the branch of an `if` an iPhone takes is read
(`if Current.isCatalyst`, `userInterfaceIdiom == .phone`). A view whose body reaches a
`NavigationStack` through a `Group` or a computed property is a navigation root. **70 of 90**, 4
warnings: the Mac title bar (true on an iPhone), the two camera players a web page's message opens
through a handler holding the web view (`weak var webViewController`), and the location history
detail, a representable pushed from a SwiftUI list by an enum's `@ViewBuilder` destination
(false). On 5 December 2026 three false screens went: its pipeline picker's sheet, a
`NavigationView { List { … } }` written in place, had presented the spinner and the icon row in
its rows, and its entity picker's sheet (`fullscreen`, a computed property whose toolbar, under
`#if targetEnvironment(macCatalyst)`, holds a `CloseButton`) its close button: 88 declarations
where there were 95 (the close button, and the spinner and the row each with the navigation
container and stack made around it), 70 reached as before, and no other app's import changed. The same day Hackers reached 12 of 12 (its comments, browser and settings pushed by value;
the probe controller is its browser's), Aidoku 65 of 72, Loop 17 of 17. **Trust Wallet**
(trustwallet/trust-wallet-ios, b673b977) imports as before, 12 of 19: its coordinators push through
a `NavigationController` of the app's that is a plain view controller wrapping a
`UINavigationController` (`childNavigationController`), which the importer does not read as a
navigation controller, and its tab bar's tabs are those wrappers' children. Of the other twenty
apps, ownCloud links one call more and is otherwise byte-identical, and the rest are
byte-identical.

Controllers kept in properties and shown through helpers, later on 1 December 2026. Trust Wallet's
coordinators keep their screens in lazy properties made by a closure (`lazy var rootViewController:
SettingsViewController = { let controller = SettingsViewController(…); …; return controller }()`,
one returning another property, `{ return masterViewController }()`), which the importer read as
"some controller of that class", never as made, so those classes were not declared. A stored
property whose initializer makes one of the app's controllers — by calling its class, or by a
closure called in place that does — now holds that controller, made in code (not a navigation,
tab bar, split or page view controller's subclass, whose stack its methods set; not a closure
instantiating from a storyboard, whose scene the declared class finds): Trust Wallet 12 of 19 →
24 of 31 (7 warnings, its settings, browser, passcode and payment screens declared and reached),
Mastodon 61 of 64 → 63 of 67 (its search, discovery and media preview pages; one more W101, the
iPad sidebar its split makes), ownCloud 24 of 62 → 26 of 64. Declared, Pocket Casts' player pages
(the now-playing item and the transcript, which the player's container keeps in lazy properties
and adds as children) drew two false W101, for the player itself was never reached: the tab bar
makes the mini player and inserts its view into its own without `addChild`, and the mini player
presents the full player with `presentFromRootController(_:)`, a `UIViewController` extension of
the app's that presents what it is handed on the root, from an extension in another file whose
`fullScreenPlayer` the main file declares. Three rules now read it: a method of the class's own,
its superclasses', its protocols' extensions' or the app's extension of UIKit's class that pushes
or presents its parameter moves what each call of it hands it (a private `go(to:)` as much as
the shared helper); an argument naming a property another file of the class declares is what
the class's methods store there, else the scene of its declared class; and a controller whose
view a scene adds to its own without adopting it moves for that scene (`segue
"MiniPlayerViewController.tapped" -> present PlayerContainerViewController` of the tab bar),
as UIKit lets its buttons work and it presents over the window's content. A helper object's
method with a defaulted argument is now found from a call leaving it out
(`hud.show(presentingViewController: self)` of `show(presentingViewController:animated:)`:
Cryptomator's progress HUD, presented by 13 screens, 45 of 47 → 46 of 48), and a bar button a
coordinator gives a screen with itself as the target is the screen's call of the coordinator's
method, in a method or in the closure a lazy property is made with (Cryptomator's Done buttons
dismiss; Trust Wallet's Add and Cancel move, and its tokens' Edit reaches the token editor: 25
of 31, 6 warnings). Pocket Casts: 102 of
121 → 109 of 127, 13 → 12 warnings (its video screen, shown from the player, is reached). The
other seventeen apps are byte-identical but for DuckDuckGo, whose import loses a comment on a
cell a data source dequeues, and Home Assistant, whose web view presents its connection error
details through a helper (one segue more, same figures).

The history, per app. GoMap, Delta and NetNewsWire were first imported one storyboard at a time
with code as comments (GoMap 6 of 9 of its main storyboard's scenes, Delta 3 of 38, 9 of its 13
warnings false); reading the code (code-performed segues, instantiation by identifier, `@IBAction`s
linked to their controls, storyboards as properties, factories) brought them to 42 of 48, 22 of 38
and 31 of 32. GoMap's next misses were views presenting through the controller they are in (its
tag editor's value field presents the height and direction pickers, the opening-hours recognizer and
the Panoramax viewer): what a view of the app presents is now its holders' (50 of 53), and the
camera screen the Panoramax viewer presents from a property is declared and reached (51 of 54). Delta's 16 missing were SwiftUI: its settings are a `UIHostingController` whose
`NavigationLink`s reach the storyboard's controllers through `UIViewControllerRepresentable`s.
Reading SwiftUI (SwiftUI.flow) took it to 36 of its 38 storyboard scenes and all 37 SwiftUI
screens. DuckDuckGo, imported last as an app the importer had never seen, reached 30 of its 60
reachable view controllers (its coordinator makes the root in code; the importer takes Main, the
template's, and says it is a guess); view controllers made in code (Code.flow), the navigation
controllers made around them, children added as a controller loads and an app's own
`instantiate(…)` factory took it to 62 of 98, and following its SwiftUI settings rows into the
provider that makes their storyboard controllers (a helper that instantiates what its arguments
name, computed properties, controllers returned) to 79 of 101. Its browser tab, made by a tab
manager and attached by the main controller through a method that adds any controller it is
handed as a child, and the nine screens under it, then the children added after loading (the new
tab page, the address bar's favourites and suggestions, two SwiftUI headers held in a property or
named by a cast) took it to 93 of 103, and helpers that present on the controller handed to them
(its onboarding and text-zoom coordinators, the AI chat's sheet) to 96.

What the import says on standard error, per app: the storyboards, scenes, SwiftUI screens and view
controllers made in code it wrote; the source files read (GoMap 218, Delta 218, NetNewsWire 88,
DuckDuckGo 681); the calls that move between scenes linked (115, 96, 63, 192); those made in a
class that is no view controller, on a controller it keeps for later, listed as not linked with
file and line (3, 5, 2, 5: GoMap's text field opening a Safari view and popping, Delta's and its
scene delegate's alerts and its popover menu's dismissal, NetNewsWire's coordinator dismissing,
DuckDuckGo's pass and file previews, its crash-report onboarding and VPN alert; flow links a call
in a view controller, on one handed in as a parameter, in a coordinator a view controller's call
reaches, or in a view a view controller holds, which presents, pushes and shows through it — those
were listed as not linked too, though linked, until 1 December 2026: GoMap's five pickers, Pocket
Casts' six filter chips); and those not
understood, with file and line (GoMap's 2: `performSegue` on a receiver whose class is not known);
where the launch was read; the launch screen and app extensions' storyboards and sources left out.

### What the warnings are

NetNewsWire: none (its long-press preview of an article link, which a view controller made in code
returns to a context-menu delegate, was a W101 until controllers returned were read). GoMap: W116,
its tag editor's relation cell shows the tag editor's own tab bar, pushing it onto a navigation
stack: true of the storyboard, and never done by the app, whose `shouldPerformSegue` refuses that
segue (the importer says so beside the scene: such conditions are code, to be written as `when`
guards by hand). It was found once a storyboard whose scenes all lead into each other was entered
at its outermost container. Delta: a page view controller declared without pages (its data source is code), true
of the model. (Its cheat editor, which presents itself inside a navigation controller it makes in
a method of its own, `presentWithPresentingViewController`, drew a false W104 until controllers
that present themselves were read.) DuckDuckGo: W101 on two onboarding scenes nothing reaches (true), the second naming the details
screen reached only through it (a scene only unreachable ones lead to is no W101 of its own since
2 December 2026: its root's warning counts and names it; the Corona-Warn-App's developer menu,
whose 33 screens the import now reads, is one warning) — its iPad-only tab bar, which the main storyboard's code adds,
is no longer one since a storyboard is entered where the files checked before it lead; `provides transition`
without a transition on the privacy dashboard (noise: the flag is the storyboard's). None of the
false patterns found before remains: no unwind action reported unimplemented when another storyboard
implements it, no scene code instantiates reported unreachable, no `missing-initial` for a storyboard
entered by reference, no `show` warned about for a controller the code shows inside a navigation
controller it makes, no popover without an anchor where the storyboard anchors it to a view.

### The crashes it looks for

`flow import` and `flow check` report what crashes or silently fails on a device: code that
performs a segue its scene does not have ("Receiver has no segue with identifier"), code that
instantiates an identifier no storyboard has, a tab bar (W116) or a split view (W117) pushed onto a
navigation stack. In the four apps, judged by reading them (a helper listed every call site), there
are none: 42 `performSegue` calls, 79 instantiations by identifier and one tab bar pushed, all
sound or never run (the tab bar above) — and flow reports none of them falsely (Delta's preview
controller, `PreviewGameViewController: DeltaCore.GameViewController`, drew four false "no segue"
warnings until a superclass written with its module was told from the app's class of that name).
To measure what it finds, fourteen were planted, one at a time, in copies of the apps: six segue
identifiers renamed in the storyboards (two per app for GoMap, Delta and DuckDuckGo), six storyboard
identifiers renamed (GoMap, Delta, two in NetNewsWire, two in DuckDuckGo) and two segues retargeted
at GoMap's tab bar. Thirteen are reported (93 %); the one missed is DuckDuckGo's onboarding, which
instantiates identifiers from an array it walks at run time (`controllerNames`), which the importer
does not evaluate.

### What is missed, and why

- **Code that is not a view controller or a view presenting** (DuckDuckGo's 2: helpers a service
  hands a controller it found, not the controller itself; GoMap's map markers, presenting the quest
  solver and an alert, were 3 more until 6 December 2026). A helper handed `self` is followed
  (below), and so is one whose parameter is declared with a view controller class of the app's
  (GoMap's `handleButtonPress(in mainView: MainViewController, …)`); one handed another controller
  as `UIViewController` is not, since which scene that is cannot be told from the call. A view of the app
  that presents (through `viewController?.present`, an owner's) is followed to the view controllers
  holding it in a property or casting to it (a cell they dequeue).
- **Windows and views that are not view controllers** (DuckDuckGo's other 5): two overlay
  windows' roots (the app lock, the snapshot while in the background), set by a service; a SwiftUI
  view hosted by a `UIView` subclass; two controllers wrapped in SwiftUI content (a Quick Look
  preview in a sheet, a copy-menu wrapper).
- **Delta**: the games database browser, presented by an import option that is a struct; its two
  view controllers made in code, shown from an experimental feature's detail screen, which SwiftUI
  builds from data (`ForEach`), not from links the importer can read.
- **A split view a screen keeps in a property whose columns other objects' helpers set, and a tab
  bar a helper inserts as a split's compact column** (2FAS's `MainTabFlowController.insertAsCompact(into:
  viewController.split, …)`): not read, so 2FAS's tabs, and nearly everything past them, are not
  reached (7 of 104). Children a helper adds to the controller it is handed are read, and so are the
  presentations of helpers a coordinator hands a controller it keeps (below). A coordinator walk
  longer than 32 methods (`Coordinators.reachLimit`, which bounds the walk's cost) is still cut there
  (2FAS's settings menu's first rows), and now said: `flow import: cut short: File.swift:12:
  Screen.method()'s call is followed through 32 methods …`.
- **Containers that swap their children** (Ello's root: logged out, onboarding, the tab bar, one
  after another as the state changes) are embedded with all of them at once; a responder-chain
  handler of a base class (Ello's `postTapped`, `userTapped`) is each subclass's segue, though only
  the screens whose views send it receive it.
- **Factories, followed once**: a method that makes a controller is followed to what it makes, one
  level deep.
- **Presentations from outside the view controllers on a controller kept or handed in** (AltStore's
  sign-in `Operation` presenting on the controller it was given, ownCloud's HUD shown on the one its
  license manager is handed): which scene that is cannot be told, so they are listed as not
  linked. Those on whatever is on screen are the launch scene's (below).
- **A container given different children where it is made in different places**: a tab bar or
  split subclass given its `viewControllers` where it is made (below) takes the first making whose
  every controller is known. Eurofurence makes one `BrandedSplitViewController` per tab, each given
  the navigation controller a module's closure is handed, which is not known: its splits stay
  without columns (a container made with its children as arguments is told apart per making:
  ContainersGivenChildren).
- **SwiftHub** (khoren93/SwiftHub at 58d85c5, imported for the first time on 1 December 2026, a
  template many apps copy). Its first import gave every screen a segue to every screen: each
  controller holds the app's `Navigator`, and what `Navigator.get(segue:)` makes under each case was
  handed to every holder. Its navigator is now followed per call (below) and the launch found —
  `Navigator.default.show(segue: .tabs(…), sender: nil, transition: .root(in: window))` — but that
  reached 1 of 37, with 24 false W101: the `.tabs` case makes `SplitViewController()` in a local and
  gives it `splitVC.viewControllers = [tabBar, detailNavigation]`; the tab bar's tabs are
  `tabBarItems.map { $0.getController(…) }` set through `strongSelf` in an Rx closure, each made by
  an enum's `switch self`; and the router's private `show(target:sender:transition:)` returns under
  `case .root(in:)` before the push after its switch, which was read as every call's push too.
  Each is read now (below): **44 of 45 reached, 1 warning**, W116, true (a tab bar controller is
  the split's primary, which Apple says a tab bar should never be). The scene not reached is the
  storyboard's own `InitialSplitViewController`, which the code makes with `init` instead. The
  tabs are the enum's five cases in their order, where the running app lists three or four of them
  by whether someone is signed in (a view model's `Observable`, which the import does not evaluate).
- **CovidCertificate and Ello** (admin-ch/CovidCertificate-App-iOS at 885d7764 and ello/ello-ios at
  14ef36c3, imported for the first time on 2 December 2026 and read against their code by two
  helpers; every screen of both is made in code). CovidCertificate's Wallet app reached 4 of 19
  with 13 W101: its delegate's `lazy var navigationController = NavigationController(
  rootViewController: WalletHomescreenViewController())`, set as the root in the `else` of its
  onboarding `if`, was a scene named after the class with no root; its screens add their children
  through a base class's `addSubviewController(_:constraints:)`, whose defaulted second parameter
  made the reader know it by its selector while its callers named it by its name; and its detail
  screen keeps its child in a `let` made in `init`. Each is read now (above): **35 of 35, no
  warning**; its Verifier app, 1 of 6, is 12 of 12. The repository holds both apps, told apart only
  by the Xcode project's targets and build flags, which the import does not read: imported whole
  it launches where one of the two delegates does and declares both apps' screens (24 of 35
  reached, 6 warnings, all of the other app's screens). Import each app's folder with the shared
  one. Ello reached 34 of 44 with 10 false W101: its tab bar is a controller of its own (no
  `UITabBarController`) adding each tab through `addChild(embed(homeController))`, whose `embed(_:)`
  in an extension makes a navigation controller around it, so its home and notifications screens
  were not even declared; its settings push a local given a controller in each case of a `switch`.
  Now **50 of 52, 2 W101**: the blocking of a user, which a relationship helper presents on the
  controller its responder chain holds, and the password reset, which only the sign-in leads to,
  itself not declared: the logged-out screen shows it through a call on its parent controller
  (`appViewController?.showLoginScreen()`, then a variadic helper's `setViewControllers`). Its 46
  W104 were false: its base class pushes through `navigationController?` (nothing, outside one), and
  each subclass presented modally inherited those moves as `show` segues, which present. A push in
  code is now the method's `push` (below), which does nothing outside a navigation controller, as
  in the app: no W104, the same 50 of 52. Of the other 32 apps imported again with it, only two
  differ: the Corona-Warn-App reaches 136 of 204 where it reached 138 within the 20,000 states
  (138 both, within 100,000), and ownCloud 38 of 65 where it reached 39: its activity screen,
  shown by its own browser container (no `UINavigationController`, so flow presents it), pushes
  its message list through `navigationController?`, which is nil there.
- **Tinode** (tinode/ios at 68c9f73c, `Tinodios/`, imported for the first time on 2 December 2026
  and read against its code): one storyboard of 32 scenes, moved by its segues and by code. Its
  first import reached 32 of 35 with 69 growth findings, all false, and the explorer never ended
  within 20,000 states. An extension of `UIViewController` declares
  `presentChatReplacingCurrentVC(with:)`, which pops the screen's navigation controller to its
  root and pushes the chat. The import gave the method to every scene (its call screen, its image
  preview), where five call it, and dropped the pop, so each chat opened piled on the last. Now a
  method of an app's extension of UIKit's class is the segue of the classes that call it (a table
  view controller's too), and a pop before a push in one method is the push's first step (below):
  32 of 35 reached, the whole space in 91 states, 1 growth finding, true: deleting a chat from
  its security screen performs a `show` segue to the chat list, which pushes a second chat list
  onto the stack. Its 3 warnings: W116, true of the storyboard (the new-chat tab bar is pushed
  from the chat list's bar button), and 2 W101, false: two dialogs a static helper makes and hands
  to the dialog's own `show(over:)`, which presents it on the screen the helper is given
  (`UiUtils.showPermissionsEditDialog(over: self, …)`). That is read now (helpers handed the
  presenter, below): **34 of 35 reached, the whole space in 105 states, 1 warning** (the W116). Its SwiftUI `NoContentView` is a
  hosting controller whose view is a collection view's background, declared as a scene and not
  reached.
- **Four apps never imported before**, on 3 December 2026, each read against its code by a helper
  (release builds, `--max-states 20000`):
  - **trySwift** (tryswift/trySwiftAppFinal at b1ac75f, `trySwift/`): 20 of 25 reached, 5 warnings.
    Its schedule and venues are XLPagerTabStrip pagers whose `viewControllers(for:)` return
    `days.map { SessionsTableViewController(…) }` and `venues.map(VenueTableViewController.init)`, which
    were not read (the sessions list was not even declared); its speakers' 3D Touch peek previews
    were presentations. Lists returned and peeks committed are read now (above): **22 of 26, 5
    warnings**. Left: the session details, pushed onto `segue.destination` in `prepare(for:sender:)`
    from a controller handed as the segue's `sender` (its 3 "no root" warnings and 2 W101 are false
    for that reason).
  - **Monal** (monal-im/Monal at 133bfd3, `Monal/`, Objective-C with SwiftUI): 28 of 37. Its
    Objective-C screens present SwiftUI screens that a Swift factory makes
    (`[[SwiftuiInterface new] makeContactDetails:contact]`), each a hosting controller made around
    `AnyView(EmptyView())` whose `rootView` is set afterwards. Both are read now: **31 of 41**, 2
    warnings (a template navigation controller nothing shows, true; the About screen only a Mac
    menu shows). Left: most of its 30 factories wrap the screen in a generic view of its own
    (`AddTopLevelNavigation(withDelegate:to: X)`), read as that wrapper; the other target's launch
    storyboard (Quicksy's, named by another Info.plist) is imported; seven manual segues of its
    settings storyboard lead to classes its sources no longer have.
  - **Nextcloud Talk** (nextcloud/talk-ios at 2d31eda5, `NextcloudTalk/`): 88 of 93 reached, 1
    warning, W105, false: its split view controller calls `showDetailViewController` on itself, which
    UIKit's `targetViewController(forAction:)` answers with the receiver first. A navigation or split
    view controller's own `show` and `detail` are now handled by the source itself (StaticChecks.md),
    and search results controllers made in code are read (above): **89 of 95, no warning**. Left:
    four screens a SwiftUI view pushes through a holder of its hosting controller
    (`hostingWrapper.pushViewController(…)`), a view presenting on a singleton's root
    (`NCUserInterfaceController.sharedInstance().mainViewController.present(…)`), the conversation
    list's search results (a storyboard scene's search showing a controller made in code), and two
    screens compiled from the share extension's folder, which the import leaves to the extension.
  - **Zotero** (zotero/zotero-ios at 00280bd8, `Zotero/`): **1 of 69 reached**, 13 false W101. Its
    coordinator's `start()` shows the launch storyboard while the app initialises and otherwise
    calls `showMainScreen(isLoggedIn:…)`, which gives a local `let viewController: UIViewController`
    the onboarding or the main split in two branches and sets it as the root through a nested
    function's parameter. The import took the launch screen as the launch and neither alternative
    as a move, so nothing left it. A coordinator's roots set at launch in its own methods are now
    alternatives, and the launch storyboard set as the root a splash (above): 53 of 72, 9 W101. Its
    navigation controller subclass, `NavigationViewController: UINavigationController`, made empty
    and handed to the child coordinators that root it (thirteen places), was a scene of its own with
    each root pushed onto the caller's stack; an app's subclass of a navigation controller is now
    one whatever its name, and a tuple a factory returns hands on its controller (its note editor's
    `createNoteController(…).0`): **59 of 81, 9 W101**. Left: SwiftUI views calling coordinator
    delegates (its settings), children added through a protocol extension's `add(controller:)` (its
    PDF reader's sidebar and annotations), a local given its presenter in a `var`. A generic class
    made with its arguments spelled (`TableOfContentsViewController<HtmlEpubOutline>(…)`) was no
    making at all; it is that class now (4 December 2026, the only change on the 46 imports): the
    readers' table of contents is declared, and unreached with the sidebar's other children the
    protocol extension adds (59 of 82, 10 W101).
- **The 45 apps documented above**, imported again with 2b2bbd46's importer and then with ce08ebc6's
  (3 December 2026, release builds, each at its commit): the first run found two regressions of the
  last session, both fixed with tests. The Corona-Warn-App reached 130 of 201 where it reached 136
  of 204: a navigation controller subclass taking its root under a label of its own dropped its
  whole making when that root was a parameter (its submission flow); it is now the subclass made
  in code, as before. Loop had 4 false W104: its app manager sets its root navigation controller's
  stack, a `show` of the navigation controller itself, which pushes. The second run changed seven
  apps, as the rules above say: the Corona-Warn-App and Loop back to their figures; Pocket Casts
  116 of 134 (its referral tip, hosted in a placeholder); Home Assistant's tag approval declared
  (7 of 26, presented from a class that is no view controller); AltStore's peek gone (its commit
  performs the tap's segue); and two regressions fixed after it: Yep's five peeks, committed with
  Swift 2's `previewingContext(_:commitViewController:)`, and Firefox Focus's tips, an optional's
  `map` read as a list. A third run, with the launch rules of Zotero, search results and `defines
  context` read from code, changed no reach nor warning but Firefox Focus's (back to 23 of 25, 2
  warnings); its files differ where the rules say: Tofu's and Eurofurence's search results, once
  presentations or not imported, and `defines context` where the code sets it (Delta, DuckDuckGo,
  Eurofurence and nine more). Mastodon's sixth warning (a W104 of a `show` from its tab bar, since the
  launched storyboard's initial scene is known to be the window's root) is false: its scene
  coordinator turns a `nil` source into the selected tab's top controller, which the import does
  not follow.
- **The 33 apps imported before**, imported again with the importer that read Tinode and Yep
  (release build, each at the commit named above, checked and explored with `--max-states
  20000`): reach and warnings unchanged but ownCloud's, 39 of 65 where it reached 38 (its license
  screens' restore shows a progress HUD that presents itself, now read). Their files differ where
  the rules above say: moves of UIKit extensions given only to the screens that call them
  (NetNewsWire, Pocket Casts, the Corona-Warn-App), pops before pushes (the Corona-Warn-App's
  diary), a delegate's maintenance screen presented by the screen whose `viewDidAppear` asks for
  it (Habitica), SwiftHub's sign-in replacing the root, and 16 comments fewer in KeePassium about
  a factory of `UIViewController`'s extension.
- **Yep** (CatchChat/Yep at 0e90d7a2, `Yep/`, imported for the first time on 2 December 2026): an
  app of 2016 in Swift 2, 39 storyboards and 70 scenes, moved by 93 `performSegueWithIdentifier`
  calls and 44 `presentViewController`. Its first import linked 6 calls: the reader knew UIKit's
  calls by their Swift 3 names only. Swift 2's spellings are read as today's now
  (`SwiftTwoSpellings.swift`: `performSegueWithIdentifier(`, `presentViewController(`,
  `dismissViewControllerAnimated(`, `popViewControllerAnimated(`, `popToRootViewControllerAnimated(`,
  `instantiateViewControllerWithIdentifier(`, `showViewController(`), and so is a delegate method
  whose first parameter Swift 2 named without an underscore (`func application(application:
  UIApplication, didFinishLaunchingWithOptions …)` is the launch): 125 calls linked. It launches
  where the app does when no one is signed in, the tour of its `Show` storyboard (the delegate's
  `startShowStory()`, called at launch), and its sign-in and sign-up set the main storyboard as
  the root, its sign-out the tour (above). The tour's Sign Up and Login push controllers made by
  static computed properties of a struct nested in an extension of `UIStoryboard`
  (`UIStoryboard.Scene.registerPickName`), read now as factories are (below): 135 calls linked,
  **59 of 70 reached** within the default 200,000 states (5 before), 3 W101. Of the 11 not reached,
  six are storyboards' own navigation controllers and an old welcome screen that the app never
  shows (its tab bar embeds each storyboard's root scene in a navigation controller of its own;
  the tour replaced the welcome); the two pages of its discover screen, which a property
  observer gives its page view controller (`setViewControllers([discoverViewController], …)` of a
  lazy property), its media preview and its new feed's preview are missed. What a page view
  controller subclass's 3D Touch peek previews (`previewingContext(_:viewControllerForLocation:)`)
  is no longer taken for its pages: its discover screen had the profile it previews as a page,
  with 21 false W109.
- **Four apps never imported before**, on 2 December 2026, release build of 04ee63c's importer,
  checked and explored with `--max-states 20000`:
  - **Tropos** (thoughtbot/Tropos, 0e1c06c; Swift and Objective-C, one storyboard): **5 of 5**
    reached, no warning. Its delegate sets the window's root to what an Objective-C controller
    makes, `[[UIStoryboard storyboardWithName:@"Main" …] instantiateInitialViewController]`; the
    launch is found as a guess (Main, which Xcode's template launches), right here.
  - **OwnTracks** (owntracks/ios, 285f915a; Objective-C and Swift, one storyboard and its launch
    screen): **23 of 23** reached, no warning. The explorer's 4 unfired unwinds are true of the
    storyboard: three scenes share `SettingsTVC`, which implements `setNames:` and `setCard:`, and
    only the scene each save button's screen is pushed from receives them.
  - **GitHawk** (GitHawkApp/GitHawk, 36f6fa28): it keeps libraries in `Local Pods`, and one of them,
    SwipeCellKit, holds an example app (`Example/MailExample/`, beside `MailExample.xcodeproj`)
    whose Info.plist launches a `Main` too. The example sorted first and sat in a folder named as a
    project, so it stood for the app: its `Main.storyboard` was imported, the app's skipped, 2 of
    17 reached. Of several iOS apps that launch a storyboard, the one the outermost Xcode project
    builds (`INFOPLIST_FILE = Resources/Info.plist;` in `Freetime.xcodeproj`) is now the app
    (AppTargets.swift), and the example is another app's. Its split view delegate's
    `splitViewController(_:separateSecondaryFrom:)` returns a navigation controller around a
    placeholder, which UIKit makes the secondary column as the split expands; it was read as a
    presentation by the split, and is no longer (the same for the primary for collapsing and for
    expanding). **7 of 19** reached, 1 warning (W116, true of the storyboard: its tab bar is the
    split's primary). The rest is set in code the importer does not follow: the app controller, an
    `NSObject`, gives the tab bar its four tabs through the split's `reset(viewControllers:)`
    (`masterTabBarController?.viewControllers = viewControllers`, a computed property) with
    navigation controllers that free functions make (`newSettingsRootViewController(…)`), and the
    split's `reset` replaces the detail's stack (`detailNavigationController?.viewControllers =
    [SplitPlaceholderViewController()]`), read as a push from the split, which does nothing.
    On 4 December 2026 (the eighth session) its launch is cited from the app's `Resources/Info.plist`,
    which the project builds, where a samples target's `FreetimeSamples-Info.plist` beside it, sorted
    first, was (both launch `Main`): the plists the project builds are read first.
    Since 5 December 2026 the free functions that make its tabs' roots (`RootViewControllers.swift`,
    `newSearchRootViewController(client:)` …) are read: their screens are in `Code.flow` (7 of 22).
    They stay unreached: the tab bar gets them through `reset(viewControllers:)`, a list handed to
    another class's method and set on a computed property, which the import does not follow.
  - **Lockwise** (mozilla-lockwise/lockwise-ios, 4d68f128; 13 storyboards, RxSwift): **2 of 11**.
    Its screens dispatch route actions (`dispatcher.dispatch(action: MainRouteAction.detail(…))`)
    that a root presenter observes through RxSwift binders, one per action type, and turns into
    `view.push(view: viewFactory.make(storyboardName:identifier:))` under a `switch` on the action:
    a route of the Flux kind, which the importer does not read. (1 of 10 with the split hooks
    left out: its `primaryViewController(forCollapsing:)` was read as a show of the navigation
    controller it returns.)
  The 35 apps imported before are byte-identical with this importer, but Eurofurence's
  `Code.flow`, which loses the false pop of its split. Explored with bdf1d41's model, all reach
  what they did, but **Rocket.Chat: 53 of 56** where it reached 40. On an iPhone its
  subscriptions split launches collapsed with the chat's detail navigation controller pushed onto
  the list, whose back button flow had not offered (UIKitModel.md, Split view: a secondary
  navigation controller pushed whole goes back to the primary's list). From the list, its
  preferences, directory and new room are reached. Its explore run gives 2 warnings, true by the
  app's own comment: logging out from the preferences replaces the window's root while they are
  presented. The `UIWindow` extension dismisses the old root's presentation after the swap, with
  a TODO about the leak on iOS 13.
- **iSH** (ish-app/ish, 00f1c0e5, `app/`; Objective-C, three storyboards and a launch screen),
  never imported before, on 4 December 2026 with 85824f0c's importer: **13 of 13** reached, no
  warning, in 0.45 s, 12 calls linked. Its terminal presents the settings storyboard's initial
  navigation controller from a bar button, a long press and a segue; the appearance and themes
  screens push what `[self.storyboard instantiateViewControllerWithIdentifier:]` makes. The
  explorer found the progress screen a dead end nothing dismisses, falsely: the file system list
  presents it while it imports or exports an archive and dismisses it itself when the work ends
  (`[progressVC dismissViewControllerAnimated:…]` in a block handed to `dispatch_async`). That
  dismissal is now the progress screen's (below, "A presented controller its presenter
  dismisses"), and the explorer finds nothing.
- **OpenTerm** (louisdh/openterm, cb7f60b, `OpenTerm/`; Swift, one storyboard), never imported
  before, on 4 December 2026: **0 of 11** reached with fad36d53's importer. Its delegate sets the
  window's root to a library's generic container specialized with the app's tab controller,
  `TabViewContainerViewController<TerminalTabViewController>(theme:)` (the TabView pod, whose
  `TabViewType.init(theme:)` makes the app's class inside it). The import read no root there, so
  the launch fell back to a guess, `Main`, whose storyboard has no initial view controller: the
  explorer's one finding was an exception at launch. Such a root now launches into the app's
  controller it is specialized with (GenericContainerRoots.swift; the container, the library's,
  is left out): **4 of 13** reached, 1 warning, the same on the 46 imports. The terminal's tab
  controller presents the settings. Left: the terminals themselves, which it lists in the pod's
  `viewControllers` (`self.viewControllers = [TerminalViewController()]`, a property of the
  pod's `TabViewController` the import does not know for a container's), and the scripts,
  bookmarks, history and documentation they present; the W101 is the terminal's overflow menu,
  true of what the import sees. Then a library container's own `viewControllers` became its
  children, and a library's controller made around one of the app's its content ("Libraries'
  controllers" below): **9 of 14** reached. The terminal is embedded in its tab controller and
  presents its overflow menu and, through PanelKit's panels, its history, scripts and bookmarks
  lists. Left: the explorer calls the scripts list a dead end nothing dismisses, as PanelKit's
  panel gives it its close button and the navigation controller its script editor is pushed on
  (both the library's); the documentation, the script metadata and the manual hang off those.
  Of the 48 other imports only ownCloud changed: a file whose class `MoreViewController` no source
  declares (`Action.swift`'s older `cardViewController`, beside the one in
  `Action+UserInterface.swift`) now shows the actions list that class is made around.
- **Two apps never imported before**, on 4 December 2026, checked and explored with
  `--max-states 20000`:
  - **Pass** (mssun/passforios, 53ae642, whole; Swift, one storyboard in use): 33 of 39 reached at
    first, with the explorer's one exception on the way: its password list shows its add and edit
    screens with storyboard "Show" segues to navigation controllers, from inside its own navigation
    controller. flow pushed them and raised 'Pushing a navigation controller is not supported'
    (and `flow check` said W108), where the shipped app presents them, Cancel and Save unwinding:
    a `show` of a navigation controller is now presented when the stack cannot take it
    (UIKitModel.md). Its import warned five times that code performs a segue `link` no scene has:
    `let link = cellData[CellDataKey.link] as? String`, then `performSegue(withIdentifier: link!,
    …)`, a local the import took for the enum's case of that name; and once that the add screen
    performs the delete segue only the edit screen has, from the editor class both inherit, for a
    delete row only the edit screen shows. Both are read now, and its two extensions' storyboards
    named `MainInterface` are each said to be their extension's. Now **38 of 39** reached, no
    warning; the one left is a launch screen storyboard its Info.plist does not use (it names
    `Main` as the launch screen).
  - **Yubico Authenticator** (Yubico/yubioath-ios, caabf54; SwiftUI's life cycle with three
    storyboards): **0 of 11** reached, the launch an exception. Its `@main struct
    AuthenticatorApp: App` shows `ZStack { MainView() … }`, but Info.plist still names `Main`, which
    has no initial view controller; the import launched there. An `App` marked `@main` now launches
    the app whatever Info.plist names, a view layered in a `ZStack` is its first view, and a sheet
    whose body is a representable embeds the storyboard scene the representable makes (the add and
    edit credential screens): **43 of 45**, 2 warnings, true of the sources (storyboard unwinds to
    a `MainViewController` the SwiftUI rewrite removed). The two left were the token request
    screens, a full-screen cover the `App` puts over its `WindowGroup`'s content, which a
    notification raises: what an `App` puts over its window's content is now that content's
    screen's, and all **46 of 46** are reached.
- **ProtonVPN** (ProtonVPN/ios-app, 61d44b3, whole; Swift, six storyboards), never imported before,
  on 4 December 2026: **1 of 37** reached. Its delegate's `navigationService.launched()` makes the
  launch screen storyboard's `LaunchViewController` the window's root through its window service,
  then signs in silently; what follows (the tab bar, or the onboarding, each set as the root through
  the same service) is in methods of the navigation service that view models and notifications
  call, never a screen: the launch was a dead end. Those roots replaced are now the launch scene's
  moves ("Presentations over the app" below): **5 of 38**. Left: the tab bar's tabs, which the
  service builds in a local array by `append` and sets on the storyboard's tab bar it keeps in an
  untyped lazy property (`tabBarController.setViewControllers(tabViewControllers, animated: false)`),
  and the sign-in and sign-up screens its view models reach through the service; neither is read.
  That `setViewControllers` had been read as a navigation stack's, a push of the last tab from the
  three screens whose calls reach it: a stack set on UIKit's `tabBarController` or
  `splitViewController`, or on a property declared, or made by a method of the class's declared to
  return, a tab bar or split view controller, is no push now.
- **Slide for Reddit** (ccrama/Slide-iOS, 5494fd25, whole; Swift, 282 files), never imported
  before, on 4 December 2026: its folder holds `Main.storyboard` twice, in `Base.lproj` and beside
  it, and the import took the Base localisation, a leftover the project no longer builds; the four
  warnings that code instantiates a `ColorPicker` no storyboard declares were false. Of two copies
  of a storyboard in one folder, the one the Xcode project builds is now taken
  (StoryboardCopies.swift). 36 of 69 declarations reached within `--max-states 20000` (the state
  space is larger), 135 segues unfired; not audited further.
- **OctoPod** (gdombiak/OctoPod, whole; Swift, one storyboard in use and four of its extensions',
  watch and TV targets), never imported before, on 4 December 2026: **67 of 70** reached within
  `--max-states 20000`, 11 warnings. Seven were W106, popovers without an anchor: its tooltips and
  speed pickers are manual popover segues anchored at the panel's views (`popoverAnchorView` on the
  scene's root view), which the import wrote as presentations in the popover style with no anchor —
  UIKit's exception in regular width, where the app shows popovers. Such an anchor is now `anchor
  view`, the scene's own view (Language.md). Its seventeen popovers keep their style on a phone:
  every presenter makes itself the popover's delegate in `prepare(for:sender:)` and returns `.none`
  from `adaptivePresentationStyle`, which the import reads now ("Adaptive presentation delegates"
  below); flow had adapted them to sheets. **3 warnings** remain, true of what the import reads: the
  three camera scenes its pages make with `instantiateViewController(withIdentifier: useHLS ?
  "CameraHLSEmbeddedViewController" : tsdPrinter ? … : …)`, an identifier chosen with `? :`, which
  the import does not follow. The explorer's two growth findings are its folder browser, which
  pushes a folder's screen for each subfolder, as the app does.
- **Beam** (awkward/beam, whole; Swift with Objective-C libraries, 14 storyboards), never imported
  before, on 4 December 2026: the import launched in the wrong app. Beside Beam's `Beam/Info.plist`
  the repository holds two bundled libraries' example apps, each launching a `Main` too, and the
  import takes the plist the outermost project builds, but Beam's project writes
  `INFOPLIST_FILE = beam/Info.plist` for the folder `Beam`, which macOS's case-insensitive file
  system finds and the import did not: it took the first example to sort, AWKGallery's, whose
  `Main` it imported in place of Beam's (30 of 75 reached, mostly the example's). The path is
  compared whatever its case now: **65 of 92** of Beam's own, 9 warnings. Eight were its settings
  screens, which the list instantiates by the identifier a computed property of its row enum gives
  each case (`self.storyboard?.instantiateViewController(withIdentifier:
  selectedRow.key.viewControllerIdentifier)`): the import took the property's name for the
  identifier. An identifier an enum's property chooses by case is each scene it names now
  (IdentifiersChosenByCase.swift): **73 of 92**, 3 warnings. Left: the post creation and report
  flows and the media overview.
- **Seafile** (haiwen/seafile-iOS, whole; Objective-C with a little Swift, three storyboards in use:
  the start screen's and an iPhone's and an iPad's tab bar), never imported before, on 4 December
  2026: **7 of 68** reached, the account list a dead end. Picking an account calls the app
  delegate (`[appdelegate enterAccount:conn]`, on a local of the delegate's class), which makes its
  tab bar the window's root (`self.window.rootViewController = self.tabbarController`, a property
  whose instance variable `initTabController` fills from the storyboard the device's idiom names).
  The Objective-C reader knew neither the message to the delegate nor a root read from a property:
  both are read now, as Swift's are, and the list enters the tab bar: **34 of 68**, 5 warnings.
  Of the 34 left, 24 are the iPad storyboard's, which the import does not enter (the iPhone's tab
  bar is the one the code's last branch instantiates); the others are the file previews and
  editors the file lists show through the delegate's detail controller, which an index selects
  (`[appdelegate detailViewControllerAtIndex:…]`), not read. The explorer's eight growth findings
  are its folder browsers, which push a folder's screen for each subfolder, as the app does.
- **Five apps never imported before**, on 4 December 2026 (a fourth session), explored with
  `--max-states 5000` and read against their code:
  - **Mammoth** (TheBLVD/mammoth, 3befc15a; Swift, 2 storyboards, 529 files): 60 of 70, its
    storyboard's `Main` launched: the scene delegate's coordinator sets a property whose `didSet`
    gives the window its value as root (`private(set) var rootViewController … { didSet {
    self.window.rootViewController = self.rootViewController } }`), through a helper its `start()`
    hands each root to; the tab bar it roots on a phone and the screens of its five tabs were not
    even declared. Such a property is read as the window's root now, and of the roots a launch
    call hands on, the first written is the launch (the intro, with no account) and the others its
    alternatives: **77 of 83**, 4 warnings. Its project names the launch screen in a build setting
    (`INFOPLIST_KEY_UILaunchStoryboardName`) while its Info.plist names `Main`, and the launch
    screen was imported as a scene: no more. Left: screens presented from views through a global
    `getTopMostViewController()` (110 places), and a static `showOverlay` read as the overlay's own.
  - **MEWconnect** (MyEtherWallet/MEWconnect-iOS, 28a1e8b8, `MyEtherWallet-iOS/`; Objective-C, 7
    storyboards): 40 of 42, 10 warnings; nine were W102 for unwinds whose actions are written
    `- (IBAction)unwindToStart:(__unused UIStoryboardSegue *)sender`, a qualifier the reader did not
    allow: **2 warnings**, one true (a navigation controller with no root in `BuyEther`). Imported
    from the repository's root it took a vendored pod's example app, which names `Main` in its
    Info.plist where the app names none: the app the outermost project builds is the app now,
    when its plists are one target's, and the root imports as the folder does. Its VIPER module factories
    (`openModuleUsingFactory:`) and `closeCurrentModule:` are not read.
  - **VLC** (videolan/vlc-ios, 12cd503e; Objective-C and Swift): 1 of 54, 22 warnings. The app's
    window is rooted by `[VLCBottomTabBarController new]` in Objective-C, a Swift class that gives
    Objective-C that name (`@objc(VLCBottomTabBarController) class BottomTabBarController`): the
    import knew no such class and launched into the external display's controller, whose scene
    delegate Info.plist names for `UIWindowSceneSessionRoleExternalDisplayNonInteractive`.
    Objective-C is read with the Swift names now (ObjectiveCNames.swift), and a delegate the scene
    manifest names only for another role is no launch. Its tabs come from a coordinator handed the
    tab bar: `var controllers = [videoNavigationController]`, appends in branches by the device and
    by `#if os(iOS)`, then `tabBarController.viewControllers = controllers`, each a lazy property
    making a navigation controller around a screen (`guard let root = VLCServerListViewController(…)
    else { return nil }` for one). A local list that grows by appends is read now, but for an
    iPad's branch and another system's build clause; so are such properties. Its Apple TV screens
    sit in folders named `tvOS` beside the iOS app's, and were taken for the app's: a folder named
    for another system (`tvOS`, `VideoPlayer-tvOS`, `macOS`) is no longer read. **51 of 60**, 7
    warnings: the player's track and subtitle screens, shown from the player the Objective-C
    display controller adds, the podcasts and radio alarm screens nothing in the iOS app makes, a
    context-menu preview, and two Apple TV classes in folders not so named.
  - **AlphaWallet** (AlphaWallet/alpha-wallet-ios, e4e5cc89; Swift): 2 of 84, 26 warnings. It
    launched into the passcode screen a lock coordinator roots in a window of its own (`let window:
    UIWindow = UIWindow()`, at the status bar's level over the app's): a class that makes its own
    window sets no root of the app's now, and no launch is found (0 of 84, run with `--initial`):
    the app coordinator is made by a static factory (`AppCoordinator.create(application:)`), whose
    initializer roots the window with a navigation controller handed in, given a splash screen by a
    helper, onto which the wallet's tab bar is pushed. Its tab bar is filled with child
    coordinators' navigation controllers (`viewControllers.append(tokensCoordinator.navigationController)`),
    child coordinators are started in `Task {}`, and a static factory of `UINavigationController`'s
    extension is read as a `show` on almost every scene (a false W104). Since, the static factory is
    followed (a class the launch makes through a factory of its own, whose initializer sets the root)
    and so is the helper the initializer calls (the first controller it sets in the navigation
    controller is that one's root at launch); but AlphaWallet's splash is `SplashViewController()`, a
    global function returning the launch screen's storyboard's controller. Since 5 December 2026 the
    import reads functions at a file's top level that make a controller as factories (a call of one
    makes what it returns; one named like a class the app declares is that class): it launches into
    a navigation controller rooted at the launch screen's controller, **2 of 86**, and no warning
    (its Code.flow allows W101: each of its screens is one the code makes, pushed by coordinators
    the import does not link).
  - **Jami** (savoirfairelinux/jami-client-ios, a8d4bcb1; Swift): 0 of 18, no launch found: the
    root comes through computed properties (`window.rootViewController =
    appDelegate.rootViewController`, `appCoordinator.rootViewController`, its navigation
    controller), and a coordinator presents through a protocol extension's helper switching on a
    style enum. Not worked on.
- **Delta Chat** (deltachat/deltachat-ios, 7332bcad3, whole; Swift, 211 files, no storyboard but
  launch screens), never imported before, on 4 December 2026 (a sixth session): 50 view
  controllers made in code, 139 calls linked, and no launch found (0 of 50). Its delegate makes
  `AppCoordinator(window:dcAccounts:)` at launch, whose initializer calls `initializeRootController()`,
  which sets the window's root to a welcome navigation controller or to the tab bar a lazy property
  makes (`lazy var tabBarController: UITabBarController = { …; tabBarController.viewControllers =
  [qrNav, chatsNav, settingsNav]; return tabBarController }()`, each tab a factory of the
  coordinator's making a navigation controller around its screen). The methods an initializer
  calls now run at launch when the class is made then (read apart from the launch's other calls,
  whose walk spent its bound on the library's first), and UIKit's tab bar kept in a property is
  the root with the tabs its closure gives it: **54 of 54**, every one of its 126 segues fired, no
  warning, launched into the tab bar (the welcome screen, set on an empty navigation controller
  from a local list, is not read as an alternative). Not audited one by one.
- **Provenance** (Provenance-Emu/Provenance, e20063d87, whole; 1,426 Swift files, 24 storyboards),
  never imported before, the same day: a repository of several apps. Its project builds an iOS
  app in `Provenance/` and a tvOS one beside it, neither naming a storyboard, and an emulator core's
  CMake output holds a plist naming `Main`: that plist was taken for the app's. Of the apps the
  outermost project builds in several folders, the one in the folder named as the project is the
  app now. Five `App`s are marked `@main` (the app's, a skins editor with its own project, an
  iCloud browser, UI tests, a test runner): the one under the app target's folder launches, not
  the first by name, and modifiers under a build condition (`#if canImport(FreemiumKit)
  .environmentObject(…) #endif`) no longer hide the view the window shows. It launches in its own
  `ContentView` now, but reaches 1 of 187: six structs are called `ContentView` across its targets,
  and SwiftUI views are known by name, so the screen is another target's. Not worked on further.
- **Nextcloud Notes** (nextcloud/notes-ios, 124a3e1c, whole; Swift, 56 files, 4 storyboards), never
  imported before, on 4 December 2026 (a seventh session): 1 of 8. Its scene delegate hosts SwiftUI
  (`UIHostingController(rootView: contentView)`), whose list calls a presenter enum's static
  methods (`NotesPresenter.openEditor(for:isNewNote:)`), which present the storyboards' editor,
  category picker and text viewer on `UIApplication.topViewController()`: presentations over the
  app, which went to the launch scene's class, and a SwiftUI view's screen has none. They went to
  the screen of the view the app launches into; since 5 December 2026 a SwiftUI view's calls are
  followed as a view controller's are (`Coordinators.swift`), so they are the notes list's, whose
  rows make them (the notes view's screen, which shows the list in place). Its Info.plist is `Brand/iOCNotes.plist`, which
  the project names (`INFOPLIST_FILE`): a plist of any name the project names is a target's now, so
  its launch screen (`Launch Screen`) is left out. The 59 apps of the list, Kiwix and Swiftfin
  import byte for byte as before; Provenance's `ContentView` gains its two presentations over the
  app. That left two findings of the explorer on one screen, both mistaken: the text viewer
  dismisses itself when its web page posts a message (`userContentController(_:didReceive:)`,
  WebKit's callback), and a storyboard scene's method that dismisses or pops was only a comment,
  where a screen made in code's is an action (`segue "viewUnload" { dismiss }`), so flow called it
  a dead end that cannot be dismissed. A plain storyboard scene's such method that no control of
  the scene is connected to is an action now: **7 of 7**, no warning, no finding. On the 59 apps
  (33 imports change) reach and warnings are unchanged; the explorer's mistaken dead ends and
  undismissable screens go from NetNewsWire's image viewer (dismissed by its scroll view's swipe
  callbacks) and add-feed folder, from Open Food Facts' product editor, and one from Habitica;
  actions whose dismissal finds nothing to dismiss where the explorer goes, or on scenes it does
  not reach, add "never fires" findings (GitHawk 4, SwiftHub 2, gnosis 11). A container's such
  method stays a comment: Pocket Casts' tab bar pops its selected tab's stack, not its own.
  On 4 December 2026 (an eighth session) Notes' `ContentView`'s `TabView` (notes in a
  `NavigationStack`, settings; the login view in the other branch of its `if`) is read as a tab
  bar in the hosting controller: **12 of 12**, the notes list and the settings each a tab, no
  warning, no finding.
- **Five more apps never imported before**, the same day, explored with `--max-states 5000`:
  - **gnosis Safe** (gnosis/safe-ios-legacy, d94c819e; Swift, six Xcode projects in one
    workspace): the import wrote a `Code.flow` that did not load, a relationship cycle: its
    onboarding page view controller gets its pages from a data source the import does not read,
    and a local of its own factory named like the page stood for them. A page view controller is
    no page of its own now. It launched in a framework's test host, which names `Main` in its
    Info.plist, and dropped the app's `Main.storyboard` (eleven scenes) as that one's namesake: the
    project the top-level workspace is named for (`safe.xcworkspace`, `safe/safe.xcodeproj`) builds
    the app now, and its storyboards are imported. No launch is found: its `Main` has no initial
    scene (the import no longer guesses a `Main` without one, which UIKit would refuse to launch),
    and the app roots its window through its flow coordinators' base class
    (`setRoot(CustomNavigationController(rootViewController: mainVC))`, `enter(flow:)` calling the
    child's `setUp()`), which the import does not follow.
  - **SwiftHub** (khoren93/SwiftHub, 58d85c58): **44 of 45**, 1 warning (a tab bar as a split view's
    column, true of the code; iOS 14's split views allow it). Its enum navigator and tab bar made in
    code are followed.
  - **OpenTrace** (opentrace-community/opentrace-ios, 1ccdfe13): **25 of 25**, 6 warnings W116, true:
    a tab bar shown on a navigation stack (`OTPToHomeSegue`), which the app hides the bar of. Its
    code verification performs its segues on a name its closure's capture list gives `self`
    (`[unowned viewController = self]`), two calls not understood before: read now, the verify
    button leads where a first launch goes, the consent screen.
  - **iNaturalist** (inaturalist/INaturalistIOS, 3ab22038; Objective-C and storyboards): **49 of 65**,
    16 warnings. Left: pages instantiated by identifier in loops and from a pager pod's data source,
    a launch that sets the root in helper methods after a loading screen
    (`[self.window setRootViewController:self.loadingVC]`), and a segue performed on a great-grandparent.
  - **V2EX** (Finb/V2ex-Swift, 28ef39d2): no launch found, 0 of 21: the window's root is a drawer
    container of a pod (`DrawerController(centerViewController:leftDrawerViewController:…)`), whose
    source is not in the repository. A class no file declares, named as a controller and made with
    controllers in arguments labelled as controllers' slots, is a library's container now,
    embedding them (ContainersGivenChildren.swift): **17 of 26**, no warnings. Left: its panels push
    through a singleton (`V2Client.sharedInstance.centerNavigation?.pushViewController(…)`). In the
    regression set, ownCloud's card of actions (`MoreViewController(…, viewController: table)`, of
    its framework) embeds its table so too: 39 of 64 → 40 of 65.
- **Three apps never imported before**, on 2 December 2026 (release builds of 6759c2a and 80ec51a),
  checked and explored with `--max-states 20000`:
  - **IVPN** (ivpn/ios-app, df9951dc; 3 storyboards and 197 Swift files): **43 of 46** reached,
    2 warnings. Its main screen, the storyboard's initial scene, shows four navigation controllers
    with `show` segues, which UIKit presents, as nothing embeds it; `flow check App.flow` reported
    each as a W108 push, because a storyboard checked as an import had its initial scene placed
    anywhere, even the one `App.flow` launches (now the window's root, StaticChecks.md). A `show`
    of a navigation controller from outside one is no W104 either: it could only be presented.
    Left: a W101 for its control panel, the app's main screen, which the FloatingPanel library's
    controller holds (`floatingPanel.set(contentViewController:)` in an extension of that class,
    `addPanel(toParent: self)` in the main screen), which the importer does not read; and a true
    W101 for its upgrade screen, whose maker `NavigationManager.getUpgradePlanViewController()`
    nothing calls. 44 of 46 are reachable.
  - **WireGuard** (WireGuard/wireguard-apple, 2fec12a; no storyboard, 94 Swift files): **14 of
    14** reached. Collapsed, its tunnel list replaces its navigation stack with `[self,
    tunnelDetailNC]`, a navigation controller: UIKit allows that on a collapsed split view's primary
    (it sets the primary's `_allowNestedNavigationControllers` as it collapses), which flow now
    models and no longer reports as a W108 (UIKitModel.md). Left: 1 false warning, its split view
    "has no secondary", as its secondary is a navigation controller around a plain
    `UIViewController()`, which the importer does not make a scene (its delegate discards that
    secondary as the split collapses, which `discard secondary` would say).
  - **xDrip4iOS** (JohanDegraeve/xdripswift, 69eb8833; 3 storyboards, 442 Swift files): 28 of 41
    with 4 false growth findings → **35 of 35**, no warning, the search complete. Its home screen
    opens three SwiftUI screens through segues whose `@IBSegueAction` makes the storyboard's hosting
    controller with the view, `UIHostingController(coder: coder, rootView: BgReadingsView())`: such a
    hosting controller is now a reference to that view's screen among the SwiftUI ones
    (SegueActionHosts.swift), where it was an empty scene and the views beyond it unreached. Its
    watch app's folder (`xDrip Watch App/`, which Xcode 14 names so; its plist at the root says
    nothing of a watch) was read as the iOS app's, its SwiftUI `App` a screen; a folder so named is
    another target's now. And its picker's `static func displayPickerViewController(pickerViewData:
    parentController:)` presents a new picker on the controller it is handed: that is the callers'
    presentation only, not the picker presenting a picker (the four growth findings).
- **Four more never imported before**, the same day (release build of 0e0de54):
  - **Aidoku** (Aidoku/Aidoku, eb812a56; no storyboard, 452 Swift files, SwiftUI and UIKit):
    37 → **56 of 65** reached, 5 warnings. Its reader is presented in
    `ReaderNavigationController(readerViewController: reader)`, a `UINavigationController` subclass
    whose initializer hands its parameter to `super.init(rootViewController:)`: such a subclass,
    read app-wide, is now its root in a navigation controller (NavigationSubclassRoots.swift), where
    it was an empty scene and the reader and its eight page controllers unreached. Left: the pages a
    page view controller's data source makes are still presented by the explorer ("instantiates …
    and hands it on"), its app delegate's deep links push and present on whatever is on screen
    through a SwiftUI `NavigationCoordinator` (not linked: an object that is no view controller),
    so the source listing and a web view are unreached with a W101 each (its other three warnings
    were not audited).
  - **Firefox Focus** (mozilla-mobile/focus-ios, a2832521; 1 storyboard, 227 Swift files): **23 of
    25**, 2 warnings, false: the onboarding screens, which `OnboardingFactory.make(…)` returns to a
    closure of the browser (`BrowserViewController.swift:386`) that the app's events handler
    calls by route; not followed.
  - **CloudNotes** (phedlund/CloudNotes, 1cf4f65; 5 storyboards): **12 of 12**, no warning.
  - **HackerNews** (amitburst/HackerNews, 98b9f64; 1 storyboard): **2 of 2**, no warning.
- **Three apps never imported before**, on 5 December 2026 (a ninth session), checked and explored
  with `--max-states 20000`:
  - **Open Food Facts** (openfoodfacts/openfoodfacts-ios, 35cf4ea57; Swift, 7 storyboards and 16
    controllers made in code): **32 of 33** reached, 1 warning (W116: its root, a controller of its
    own, holds the tab bar as a child and swaps it in with `transition(to:)`, which Apple's
    `UITabBarController` page says not to do; it works). The one left is a second product-attribute
    scene nothing instantiates.
  - **Rocket.Chat** (RocketChat/Rocket.Chat.iOS, 3172a098a; Swift, 10 storyboards): **54 of 56**
    (53 before the tenth session), 2 warnings. Its `StoryboardInitializable.fromStoryboard(…)` instantiates `switch identifier {
    case .identifier(let identifier): … instantiateViewController(withIdentifier: identifier)`, and
    the import read the case's binding as the app-wide constant of that name (the enum case's name):
    a false "no storyboard declares 'identifier'". A name the method binds itself (a parameter, a
    `case`'s, an `if let`'s, a local) is its own now. Its user detail screen, which that helper
    makes from the class's `static var storyboardName` and casts `as? Self`, is reached since the
    tenth session: a factory making `Self` makes the class the call names, whichever storyboard
    holds its scene, and `UserDetailViewController.fromStoryboard().withModel(.forUser(user))` is
    that controller, `withModel` returning `self` (SelfReturningMethods.swift). Left: the two W101: the app's
    `WindowManager.open(.auth(…), viewControllerIdentifier: "ConnectServerNav")` roots the window in
    a navigation controller an enum's method instantiates by that identifier, which the import does
    not follow (it follows the call without an identifier, the storyboard's initial scene). The
    explorer's two warnings are true: logging out from the presented preferences replaces the
    window's root while they are presented, and UIKit leaves their view in the window; the app's
    own `UIWindow.set(rootViewController:withTransition:)` says so ("The presenting view
    controllers view doesn't get removed from the window … TODO: fix leak on iOS 13") and removes
    UIKit's transition view by hand before iOS 13 only.
  - **Simplenote** (Automattic/simplenote-ios, d3e2599c; Objective-C and Swift, no storyboard in
    use, some SwiftUI): **21 of 28**, no warning. The seven left are the sign-in screens its
    onboarding controller pushes and presents: that controller is made by a library, Simperium,
    handed the class (`simperium.authenticationViewControllerClass = SPOnboardingViewController.self`),
    and shown when no one is signed in, which the import does not follow.
- **Five apps never imported before**, on 6 December 2026, each first import read against the
  code by a helper, checked and explored with `--max-states 20000`:
  - **OsmAnd** (osmandapp/OsmAnd-iOS, bb362bba; Objective-C and Swift, 2,939 source files and 6
    storyboards, most screens made in code): at first 212 declared and **1 reached**,
    no warning. The scene delegate roots a launch screen, then the map's navigation controller in
    `launchUpdateStateNotification:`, a notification's handler nothing else calls: a root a delegate
    sets in a method the launch does not run and no other class calls is now a segue of the launch
    scene named after that method. The root, a JASidePanels container, adds the map with
    `[self setCenterPanel:…]`, whose setter adds its value through `_swapCenter:with:`: a setter
    handing its value to a method of its own that adds it makes a child property, and the message
    form sets it as the dot does. Its settings give one local a controller in each branch of an `if`
    written without braces, then push it once (eleven such places, some forty screens): each branch
    is read, and each controller pushed. Its base class presents what `-showModalViewController:` is
    handed in a navigation controller (some seventy calls, from Objective-C and Swift): an
    Objective-C method moving its parameter now moves what each call hands it. A plugin's factory
    making the settings screen the plugin is given was a segue of that screen to itself: no more.
    Now **209 of 309** declared are reached, no warning; the 28 files the project does not build are
    not read. (The notification's observer itself sets no root: it calls `configureSceneState:`, the
    launch's own method, whose roots a target method of the delegate now reaches through its messages
    to `self`.) Left: 23 growth findings, screens pushing screens of their own kind (the map
    downloads' regions, the cloud sign-in's loop between log-in, verification and sign-up); the
    plan screen behind every "Get Pro" (shown by a class method of an `NSObject` helper handed the
    navigation controller, which the import does not link); what the map panel's Objective-C++
    pushes through other helpers.
  - **OnionBrowser** (OnionBrowser/OnionBrowser, 44edf9a8; Swift, no storyboard): at first 25
    declared and **none reached** — the launch was not found. Its scene delegate's
    `sceneDidBecomeActive` hands `show(_ viewController:)`, which sets the window's root to it (or, when
    handed nil, to the browser a lazy property keeps), what `OrbotManager.shared.checkStatus()`
    returns; the settings and bookmarks are made by `class func instantiate()` returning
    `UINavigationController(rootViewController: self.init())`; the live search is a lazy property of
    the browser added and presented from `BrowsingViewController+UITextFieldDelegate.swift`. Read now:
    a root handed to the delegate's own helper (each controller the factory may return), a method of
    a type's shared instance, `self.init()` in a class method, a property in an extension in another
    file, and a class's factory of itself in a navigation controller as its callers' (it drew three
    false growth findings): **32 of 32** reached, no warning; the explorer's seven warnings are true of
    the model: the settings' Tor switch calls the delegate's `show(_:)` while the settings are
    presented, and UIKit leaves their view in the window.
  - **Sileo** (Sileo/Sileo, c9f70158; Swift, one storyboard, 17 controllers made in code): 30 of 33
    reached at first, no warning, one of them falsely: its sources split is its own delegate and
    answers true to `splitViewController(_:collapseSecondary:onto:)` for the placeholder, which the
    import did not read, so on an iPhone the placeholder was pushed over the sources list (a false
    dead end). A split's delegate that may answer true now gives `discard secondary`: **29 of 33**,
    the placeholder unreached as on a device. A type method of the package screen returning the other
    package screen (`static func viewController(native:)`) is no presentation of its class any more.
    Left: three screens a package's description shows through its views (`DepictionButton`, a view
    handed the controller as a parameter of a static method), and 29 growth findings, package lists
    pushing packages pushing package lists, as the app does.
  - **blink** (blinksh/blink, 3e07c90f; Swift and Objective-C, SwiftUI settings): **6 of 27**, 9
    warnings (2 true: a navigation controller with no root nothing instantiates, an unwind nothing
    implements; 7 false W101: the settings storyboard's scenes, pushed from SwiftUI rows through a
    navigation controller an environment object holds, which the import does not follow). Read since:
    `try`/`try?`/`await` around what makes a controller (its snippets, added as a child, were
    dropped), and an empty navigation controller given its stack with `setViewControllers(_:animated:)`
    then presented (it was a push from a screen in no navigation controller). Left: the SwiftUI
    settings, a factory calling a generic factory, a paywall set as the root of a second window.
  - **ChatSecure** (ChatSecure/ChatSecure-iOS, 38d6abba; Objective-C and Swift, 4 storyboards):
    **none of 25** reached, no warning: its app delegate roots a split view an Objective-C helper
    builds from its argument (`[self setupSplitWithLeading:…]`), which the import does not follow,
    and its screens come from a theme known by a protocol (`GlobalTheme.shared`, declared `AppTheme`).
    Left as found.
- **Three more apps never imported before**, later on 6 December 2026, each first import read
  against the code by a helper (Session and Threema explored with the default bound):
  - **Session** (oxen-io/session-ios, 5bddc10f1; Swift, no storyboard in use, 752 source files):
    at first the import stopped with an internal error, a relationship cycle — a page view
    controller subclass's type method making the pager itself in a navigation controller for its
    callers (`AttachmentApprovalViewController.wrappedInNavController(…)`) was read as a page of it;
    a type method's makings are now its callers'. Then **1 of 36** reached: the launch keeps in a
    local closure what it does once the first screen is made (`let rootViewControllerSetupComplete:
    (UIViewController) -> () = { rootViewController in … TopBannerController(child:
    StyledNavigationController(rootViewController: rootViewController)) … }`) and calls it from each
    case of its onboarding state, in `DispatchQueue.main.async` and, for the home screen, in the
    closure it hands the home screen to call once its data is in; the banner was made with no child.
    A closure a method keeps in a local and calls by name is now read at each call, its parameters
    the call's arguments, and a root set in a closure is in the branch that wrote it: **32 of 36**
    reached, no warning, the banner around the landing screen the launch and the one around the home
    screen its other root. The share extension's two screens are no longer declared (a file only
    an app extension's, a watch app's or a test bundle's target builds is another program's, below).
    Left: the new-group and join-community screens (SwiftUI's), the screen lock.
  - **Threema** (threema-ch/threema-ios, a92bb3b9; Swift and Objective-C, 8 storyboards, 2,075
    source files): **11 of 193** reached, 12 warnings (1 true). The import launched into the
    first-install onboarding its delegate roots, and the coordinator that roots the app's split (a tab
    bar of contacts, chats, profile and settings beside a logo) on every later launch was no
    alternative of it. Read now: a split view is the launch as a tab bar is, the plain root passed
    over for it its other root; a coordinator's launch root is the other root of the delegate's own;
    an empty list a `reset()` gives the split is no set-up of it; a tab bar subclass the coordinator
    keeps (through a computed property) and fills is the split's column; the tabs are child
    coordinators' `rootViewController`, a computed property returning a navigation controller
    subclass each makes empty and fills in `start()` with a screen a factory object makes; a closure
    the chats' coordinator is made with makes the screen for each destination it shows. **102 of
    201** reached, 13 warnings: the ten CreateID scenes the onboarding adds through an Objective-C
    helper (`slideIn:`) and a page container's setter, which the import does not follow, an orphan
    Quick Look scene (true), the tab bar inside the split (W116, true of UIKit's guidance, which
    Threema departs from on purpose), and the split's logo column, which a factory enum makes
    (`ThreemaLogoViewControllerFactory`), not read. Left: the chat screen, which the chats'
    coordinator casts from what the closure makes and hands through two helpers before it shows it
    (some forty scenes behind it); presentations through a router object's protocol extension.
  - **Artsy Folio** (artsy/energy, e3543ff; Objective-C, one storyboard): no launch found, **0 of
    31**. Its delegate messages a coordinator it keeps (`[self.viewCoordinator setupFolioGrid]`),
    whose method roots the window in the navigation controller its class's factory makes, given its
    stack by assignment (`navigationController.viewControllers = @[ topViewController ]`). An
    Objective-C delegate's launch now reaches the methods of the objects it keeps that it messages,
    and their messages to `self`; a navigation controller made empty or by its class's factory and
    given its stack by assignment or `setViewControllers:animated:` shows its top: **6 of 34**, one
    warning (a settings navigation controller with no root, true of the storyboard). Also read since:
    a message to a class's shared instance sent inline (`[[ARSwitchBoard sharedSwitchboard]
    pushArtistViewController:…]`, seven places) as one to a local of that class, and a controller
    added as a child of another controller (the sign-in, inside the safe-area controller presented
    around it) no longer taken for a child of the sender. Left: the grid and the other screens
    factories and data sources return, through which those routers are reached; children added
    through a category's helper; storyboard identifiers in `NSString * const`s; popovers.
- **Three more apps never imported before**, on 6 December 2026 (the twentieth session), each
  first import read against the code by a helper (Planetary and Twidere explored with the default
  bound of 200,000 states), then a helper's review of the day's rules, whose findings were fixed:
  - **Planetary** (planetary-social/planetary-ios, 45e5f08bd; Swift and SwiftUI, 570 source files):
    its Info.plist names its launch screen as the main storyboard too, and its delegate roots the
    window in `AppController.shared`, a `static let shared = AppController()` the import did not read:
    **1 of 52**, launched in the launch screen. A type's stored property read on the type is now what
    it holds (**17 of 54**). Then the app controller's `showMainViewController(with controller:
    UIViewController? = nil)` makes `let controller = MainViewController()` and adds that: the import
    took the local for the parameter and dropped the tab bar holding the whole app. A local named as a
    parameter now hides it to the end of its block (a `guard let` too): **59 of 64** reached, one
    warning (W116, a tab bar as a child of the app controller, true of the app). Its home, discover
    and hashtags tabs are navigation controllers around hosting controllers of SwiftUI views, which
    the import referred to and warned SwiftUI.flow lacked: a view a container made in code shows (a
    tab, a column, the window's first screens) is a screen of SwiftUI.flow now, the three warnings
    gone. Left: a push on the selected tab's navigation controller through the app controller's
    `push(_:)` (the blob viewer and a hashtag), a button (a view) presenting through
    `AppController.shared`, and a migration screen a coordinator presents on a notification.
  - **Zebra** (zbrateam/Zebra, 62bc2b8ba; its Swift rewrite, with Objective-C): a split view in code
    whose secondary and compact column is UIKit's tab bar controller it keeps in a property, given one
    tab per case of an enum (`realTabBarController.viewControllers = AppTab.allCases.map { item in let
    viewController = NavigationController(rootViewController: item.viewController); …; return
    viewController }`), and its package screens in `UI/Packages`, a folder the import skipped as
    SwiftPM's: **9 of 10** reached, one false warning (the split has no secondary), and the enum's
    screens shown by the split (it holds the enum), whose pushes grew its sidebar's stack. Read
    now: such a column, a map's closure returning the local it made, an enum's controllers a container
    lists not shown by their holder, and a `Packages` folder holding no `Package.swift` read as any
    other: **15 of 16**, no warning (the one left is made only by a bulk-add screen nothing shows).
  - **Twidere X** (TwidereProject/TwidereX-iOS, cbc25fcf; Swift, a scene coordinator as Mastodon's,
    815 source files): **49 of 59**, 24 false W104 — the tab bar subclass gives itself `tabs.map { tab in
    let rootViewController = tab.viewController(…); let viewController = …NavigationController(
    rootViewController: rootViewController); …; return viewController }`, which the import read as
    shows of the enum's screens. Read now: the closure's locals followed (the tabs: all nine of the enum's
    cases, then, since `tabs` is set from one literal or another by the account, the five the class
    lists, in the enum's order), a coordinator presenting on the `sender?` it is handed what its
    `get(scene:)` makes for the call's case (the drawer and the photo viewer; a call handing
    `presentingViewController`, the drawer showing a profile as it goes, moves the screen under it,
    and is no segue of the drawer's), and protocol extensions' conditions (above): **64 of 67**, 3
    warnings, all false (W104: the photo viewer shows a profile or a thread through the coordinator,
    which dismisses a screen in no navigation controller and shows from its presenter; not modelled).
    Left: the settings' screens behind the drawer's settings row reached, the two iPad-only columns
    not; the first launch with no account (a blank root presenting the welcome screen); a factory's
    nested `switch` (the followers list shown as the following list); a `typealias` of a controller
    (the likes screen); `#if DEBUG` code imported as the app's.
  - The nine checkouts of the nineteenth (OnionBrowser, ChatSecure, OsmAnd, Sileo, blink, ownCloud,
    Threema, Artsy Folio, Session), imported with the day's release build and the day before's:
    identical but for Threema and Session, whose helpers' `guard let presentingViewController =
    (presentingViewController ?? frontmost)` now present on their callers (Session's permission modals
    were a `{ dismiss }` of the caller, which the modal's own button does).
- **Four more apps never imported before**, on 6 December 2026 (the twenty-first session), each
  first import read against the code by a helper, then a helper's review of the day's rules with
  reproductions, whose findings were fixed:
  - **Raivo OTP** (raivo-otp/ios-application, 8ea4901; Swift, seven storyboards): **19 of 39**. The
    delegate replaces Info.plist's Main at launch with a root its state chooses: `setCorrectStoryboard()`
    sets the window's root to `StoryboardHelper.shared.getCachedStoryboardController(storyboard,
    controllerName)`, the identifier from `StateHelper.shared.getCurrentStoryboardController()`, a
    method made of one `switch` returning constants (`StoryboardController.LOAD`) or another such
    method's value. Read now: such a method gives each value its cases return, an instantiating helper
    handed one gives each scene, a root named by its identifier alone is the one storyboard declaring
    it, every root a choice gives is a segue of the screens asking the delegate for it, and a function
    at a file's top level returning the delegate (`getAppDelegate().updateStoryboard()`) is the
    delegate: the app launches in the loading screen and reaches **38 of 39** (the one left is a form
    row's push, not a view controller's). Two warnings, both true of the storyboards (W116, a tab bar
    in a navigation controller; W104, a segue of a donation screen no code shows). The explorer then
    finds roots replaced while a screen is presented: true where the app's sign-out row runs from a
    presented settings screen, on paths the app's state forbids elsewhere.
  - **Ello** (ello/ello-ios, 14ef36c31; Swift, nearly all in code): **52 of 54** and six false W104 —
    a getter every screen shares returned `findTopMostViewController(self)`, whose last `return
    controller` the import read as the `if let controller = controller as? AppViewController` above
    it, so every screen showed the app's root. A parameter past an `if let` of its name is the
    caller's now: no warning. The helper's reading found the figure overstated: the root's three
    children (logged out, onboarding, the tab bar) are embedded at once rather than swapped, and the
    responder-chain handlers of its base controller are copied onto 41 screens that never receive
    those calls (466 of 724 segues); left, below.
  - **Stepik** (StepicOrg/stepik-ios, a0e3696e6; Swift, eight storyboards, VIPER-style assemblies):
    **4 of 110**. Main's tab bar relates no tab; its class gives itself the tabs in code, through
    an enum's property returning a struct holding each tab's controller, which the import does not
    read. Read now, found on the way: a storyboard tab bar whose class sets its tabs in code
    (`setViewControllers([…], animated:)` in `viewDidLoad`) has those tabs; another object's factory
    called in the argument (`self.push(module: assembly.makeModule())`, 43 calls) is what a helper
    moves; a helper presenting its parameter or its own method's navigation wrapper of it
    (`present(module:embedInNavigation:)`, 26 calls) presents what each caller hands; what an
    extension of UIKit's class makes is no hand-on of every screen (105 false `present` segues of an
    empty navigation controller, and a close button's dismissal on every screen). Still **4 of
    117**: the tabs are the wall.
  - **2FAS** (twofas/2fas-ios, 693a08e5; Swift, flow controllers and presenters): **1 of 89**. The
    delegate calls the root's presenter, whose flow controller's static helpers add each level as a
    child of the controller they are handed (`viewController.addChild(view)`), and present modals
    through helpers handed a flow controller's property rather than `self`. Not read yet (below).
  - The nine checkouts of the nineteenth and the three of the twentieth, the Corona-Warn-App, Ello and
    Stepik, imported with each step's release build and the one before: only Ello and Stepik changed.
- **The twenty-second session** (6 December 2026) took up what the twenty-first left, and a
  helper's first import of two apps read before (DuckDuckGo and Mastodon, fetched again):
  - **Stepik**: **4 of 117 → 88 of 124** (81 of 121 before the library presenters, below), one
    warning (W101 HomeNavigation, true: dead storyboard
    content; the false W101 of the Notifications tab gone). Read now: a value of the app's carrying a
    controller (ControllersCarriedByValues.swift) — an enum's member returning
    `TabBarItemInfo(title: …, controller: …)` per case is that controller per case, a list of those
    values mapped through the carried field (`items.map { $0.controller }`, from a lazy property the
    enum's raw values fill: `tabs?.compactMap { TabController(rawValue: $0)?.itemInfo } ?? []`) is one
    tab per case, and a child handed to the class's own method inside such a value
    (`registerSubmodule(.init(viewController: blocks, view: …))`, the method adding
    `submodule.viewController`) is that child (17 submodules of the catalog, home and profile). A new
    local of a name an earlier one had, in another case of a switch (`let assembly = …Assembly()` in
    each), is of its own type: the second case's screen was the first's.
  - **2FAS**: **1 of 89 → 7 of 104**. A child a helper adds to the controller it is handed
    (ChildrenAddedToParameters.swift) is the child of whoever hands it: a view controller handing
    `self`, or an object handing its property declared with a view controller class (2FAS's
    `var viewController: RootViewController`, a computed property of an extension, typed now): the
    root embeds the intro and the main screen, the main screen its split container. A helper a
    coordinator hands a controller it keeps (`AddingServiceFlowController.present(on:
    mainSplitViewController, parent: self)`) presents for the view controller whose call the walk
    follows (CoordinatorsHandingControllers.swift): thirteen view controllers never imported before
    are declared, and 70 more presentations linked. The split container's columns and compact tab
    bar, set by other objects' helpers, are not read: what is behind them stays unreached (above).
  - **DuckDuckGo** (duckduckgo/iOS, 7b3f6010d, `DuckDuckGo/`): the helper's import found no launch at
    all, **0 of 116** — the delegate hands UIKit's calls to a state machine whose first state answers
    the launch with the next, `Launching()`, whose initializer sets the window's root; neither the
    morning's importer nor the oldest build kept on this machine followed it, so the table's row
    above no longer reproduced. The launch now follows the delegate's calls into the objects of the
    app's they reach, as far as 64 methods, through a protocol's conformers too (`any AppState`, an
    existential type, is its protocol's now): it launches in `Launching.swift:150`, **97 of 122**
    reached, 3 warnings; **104 of 122** with its settings' closures read (below).
  - **Mastodon** (mastodon/mastodon-ios, a9e088a9c): **64 of 69 → 68 of 72**. Its row taps live in
    an extension of UIKit's `UITableViewDelegate where Self: DataSourceProvider`, which every
    timeline's `tableView(_:didSelectRowAt:)` calls; an extension of one of UIKit's protocols
    constrained to a type of the app's now gives its methods to those conformers (one with no such
    condition would be every table delegate's, and gives none). The taps then gave eleven timelines a
    false W105: the notification requests are shown with a `transition` local set to `.show` on an
    iPhone and `.modal` else, and the coordinator's switch over it was read as every case's, its
    `showDetail` among them. A local given a case in the iPhone's branch of a choice by the device
    (or one case only) is that case where it is handed (PhoneBranchCases.swift).
    Its server details keep a page view controller made in the initializer, given its first page
    there from a property made where it is declared (`setViewControllers([aboutViewController], …)`):
    a page set in an initializer, and a page that is a property's controller, are read, so the about
    and rules pages are embedded where the page view controller is.
  - **DuckDuckGo**'s settings screen installs a closure on its view model that pushes what it is
    handed, and the view model calls it with the screens its rows open
    (`onRequestPushLegacyView?(legacyViewProvider.syncSettings(source: nil))`): such a call is the
    screen's push, named after the view model's method (ClosurePropertiesCalledByOthers.swift),
    followed through a method of each side's own as DuckDuckGo writes it (the closure hands the
    controller to `pushLegacyViewController(_:)`; the rows call the view model's own
    `pushViewController(_:)`, which is no UIKit method: UIKit's takes `animated:`). Its sync settings
    and passwords are reached.
  - **Library presenters**: Presentr's `customPresentViewController(_:viewController:animated:completion:)`
    presents its second argument in a custom style and PanModal's `presentPanModal(_:)` its first
    (Stepik's deadline and lesson sheets). Stepik's own wrapper of PanModal casts its parameter before
    handing it on (`if let p = viewController as? UIViewController & PanModalPresentable`): a
    parameter rebound by a cast to no scene's class is still the parameter, so its five callers'
    sheets are presented too.
  - The seventeen checkouts (the fifteen of the twenty-first, DuckDuckGo and Mastodon), imported with
    each step's release build and the one before: only Stepik, DuckDuckGo and Mastodon changed, and
    Threema's SwiftUI file listed two screens in another order.
- **The twenty-third session** (6 December 2026) fetched every app of the table above again at its
  commit, none imported since its row was written, and imported them with the day's importer:
  none had lost its launch or its reach; five rows are re-measured above. The fourteen, and the
  four below, are in the list of checkouts each step's build is compared on (35 now).
  - **GoMap**: **51 → 54 of 54**. Its map markers, which are no view controllers, present on the
    controller they are handed, a parameter declared with one of the app's view controller classes
    (`QuestMarker.handleButtonPress(in mainView: MainViewController, …)`, called by a view that found
    the main controller through the app delegate): such a presentation, or child, is that class's,
    whoever calls (TypedParameterPresenters.swift). The quest solver and the markers' alerts, two of
    the misses named below, are reached; a parameter declared with UIKit's class or a superclass of
    the app's says nothing.
  - **Stopp Corona** (austrianredcross/stopp-corona-ios, d9956600, `CoronaContact/`, never imported
    before): **0 of 48** (no launch found) **→ 48 of 53**, no warning. Its application coordinator
    sets as the window's root a navigation controller it keeps empty (`lazy var rootViewController:
    UINavigationController = { … }()`) and hands it to the main coordinator, whose `start()` pushes
    the main screen: that navigation controller, rooted in what the child coordinator pushes, is the
    launch. The same `start()` then presents, on the main queue, the onboarding of a first launch, or
    the interoperability or sun-downer notice, or "What's new": those presentations are code segues
    of the launch scene, named after the coordinator's method (`ApplicationCoordinator.start`,
    LaunchCoordinatorMoves.swift); not its pushes or shows, which the walk reaches through bar
    buttons and subscriptions `start()` sets up and a person's tap runs later (Threema's Safe
    dashboard). Its coordinators' lazy navigation controllers are made around another lazy property,
    declared after them, or around what a type method of the controller's class makes (Reusable's
    `SunDownerViewController.instantiate(with:)`): both read. The eight left were not judged one by one
    (the debug menu's two screens among them). Its questionnaire's hint, self-monitoring and
    suspicion screens (45 of 53 before) are pushed by a child coordinator the questionnaire's
    coordinator assigns to a local declared without a value in each case of a switch over the next
    step (`let child: Coordinator`, `child = SelfTestingHintCoordinator(…)`) and starts after the
    switch: a call on such a local runs in each class given. One case declares a `child` of its own
    and returns, which makes the call after the switch one under the other cases; a call naming no
    case (the screen hands a variable) follows such code, as it does not follow a factory's single
    case (SceneEnums.swift).
  - **SwissCovid** (DP-3T/dp3t-app-ios-ch, 5d18287c, `DP3TApp/`, never imported before): **8 of 49 →
    56 of 57**. Its delegate's navigation controller is made around another lazy property, the tab
    bar (`NSNavigationController(rootViewController: tabBarController)`): a navigation controller made
    around a property of the class's is made around what that property holds (13 of 51). The tab bar
    gives itself its tabs as `Tab.allCases.map(viewControler(for:))`, a method of its own switching
    over the tab and returning a property per case: each tab is that method's result for its case
    (OwnMethodCaseTabs.swift; also written `map { viewControler(for: $0) }` or as calls each naming a
    case), and the home screen, the information and the statistics tabs and what they lead to are
    reached. Its one warning, W116 (the tab bar is its navigation controller's root), is true of the
    app. The one screen left, a check-in selection, was not judged.
  - **Orbot** (guardianproject/orbot-apple, 82f3ed96, whole, never imported before): 26 of 26, no
    warning (not judged one by one).
  - **Habitica** (HabitRPG/habitica-ios, aafd43ae, whole), a helper's audit of its first whole
    import, judged against the code: 124 of 132 and 9 warnings, four of them false. Two W103 on the
    settings storyboard, which the main menu presents and whose menu inherits `unwindToList`: the
    settings file does not import the main one, and an unwind to an action a file entering this one
    implements is now left alone (<doc:StaticChecks>). A W104 from a false `show` given to three
    screens that call the app's delegate (`updateServer()`) — its `setupRouter()` registers URL routes
    whose closures make the guild screen: a screen reaching the app's or a scene's delegate is handed
    nothing its methods make. A W118 on two buttons titled "Button", Interface Builder's placeholder,
    which the code replaces: no accessibility text now. And two sheets were never declared: a
    controller presenting itself called where it is made (`FlagViewController(type: …).show()`), of a
    class whose superclass is written with generic arguments (`HostingBottomSheetController<FlagPage>`,
    read as a name of its own): both read. Now **127 of 134, 3 warnings, all true** (a segue
    identifier used twice, a tab bar inside a navigation controller, a dead storyboard's navigation
    controller); the seven left are dead storyboard scenes. Found and left: its main menu's items
    carry closures or unapplied `StoryboardScene….instantiate` references that make the next screen,
    which the row tap calls and presents or pushes (42 screens reachable in the app only that way,
    reached here through 18 storyboard segues no code performs, which flow fires as it fires every
    manual segue); a URL router (`register(path) { … }`, `handle(url)`); a segue in an alert's action
    credited to the button opening the alert; a view model publishing the next screen, presented in
    a navigation controller made there; alerts shown through a static queue. (A navigation
    controller a type method makes for its callers, `EditingFormViewController.buildWithUsernameField(…)`,
    was declared where each caller shows it and again in Code.flow, that copy unreached: it is
    declared where it is shown only.)
- **The twenty-fourth session** (6 December 2026) had helpers import four apps flow had never seen
  and judge each first import against the code, one repro per cause (/tmp/audit-K and /tmp/audit-L
  on that machine); the causes most apps share were fixed, each with a test, and the four imported
  again with the session's last importer (release build, `--max-states 20000`):
  - **Siskin IM** (tigase/siskin-im, d77818f9, whole): **75 of 85 → 80 of 85**; its 6 warnings are
    true (a tab bar in a split, two cells sharing an accessibility identifier, and four W105 for the
    two `showDetailViewController` calls of its launch screen, which no split holds: UIKit presents
    them, as the app wants), and the explorer's 7 warnings are 2 (a search controller's
    `definesPresentationContext`, not checked on a device).
    Its roster shows the room, channel or chat navigation controller a switch over the conversation
    gives an optional local declared `nil` (`var controller: UIViewController? = nil`, then one
    `showDetailViewController(controller!, …)`): each case's controller is shown, where one was and
    the others were embedded as children the roster kept, a false container that reached nine
    screens. Its chat list chooses the storyboard identifier into a local (`var identifier: String!`,
    one per case, then one `instantiateViewController(withIdentifier: identifier)`): each scene is
    instantiated (so is a ternary's choice). Its meeting screen's `static func open()` presents a new
    one on the top controller's presenter (`(top?.presentingViewController ?? top)?.present(…)`): a
    presentation over the app, the launch scene's, not the screen presenting itself. Its account
    setup dismisses the sign-in sheet, through a method of its own, and has the delegate replace the
    window's root: the move dismisses first, so the explorer's six "root replaced while presented"
    were false and are gone; and `flow check` takes the scene the app launches at
    (`initial Main.SetupViewController`, not Main's initial one) as the window's root, where it had
    reached it from nothing (a false W101; <doc:StaticChecks>). The five left: three dead
    storyboard scenes, and the server-features sheet a service presents through a top-controller
    helper of its own (`visibleController()`), not read.
  - **FSNotes** (glushchenko/fsnotes, c69d4f17, `FSNotes iOS/`): **13 of 25 → 26 of 28**. Its scene
    delegate keeps the note list in a property instantiated from the storyboard and force-cast to
    its class (`var listController = UIStoryboard(…).instantiateViewController(withIdentifier:
    "listViewController")`, cast to `ViewController`) and roots a navigation controller with it: that property holds the
    storyboard's scene, not a copy of its class made in code (the list had been declared twice, the
    storyboard's unreached). Its settings give an optional local a controller per row and push it
    once (`if let controller = lvc { push(controller) }`): seven settings screens, never declared,
    are now, with what they push. Its move sheet, handed the list's table view by its initializer to
    reload it, had been given the table view's presentations, and presented itself without end (a
    false growth that cut the search short): a view handed in by an initializer's parameter is not
    shown by the controller keeping it. The two left, and the one warning (W101, false): the editor,
    pushed from a controller kept in the scene delegate's property and returned by an accessor
    (`UIApplication.getEVC()`), not read, and the image preview behind it.
  - **Seafile** (haiwen/seafile-iOS, 6bdf6b8c, whole, Objective-C): **37 of 72 → 56 of 84**, 5
    warnings → 4, all true (an iPad-only scene, a dead copy of the start screen, a scene whose class
    does not exist, a harmless `provides transition`). Controllers an Objective-C block
    makes and moves (a completion block declaring `SeafSdocCommentsViewController *vc`, wrapping and
    presenting it) are read: the block's assignments are read before the statement's calls. Its
    toast alert, its document and image pickers and its mail composer, dismissed in their callbacks
    (`[ac dismiss…]`, `[picker dismiss…]`, `[self dismiss…]` in `mailComposeController:…`), had been
    read as the screen dismissing itself: a dismissal sent to a system controller flow does not
    import, or by `self` in a method handed one, is none (SystemControllerDismissals.swift). A
    property moved and given nothing in the method (`self.detailViewController`, a lazy getter
    instantiating a scene) is what the class keeps there, and a controller handed to a method of an
    object held in a typed local (`[appdelegate showDetailView:self.detailViewController]`, the
    delegate wrapping it in a navigation controller and presenting it on the window's root) moves as
    that method moves its parameter: the iPhone's file preview and the text editor behind it are
    reached (its W101 was false). Left: 23 iPad-only scenes, three dead ones, and the `IsIpad()`
    branches, read for both devices (the search stops at 20,000 states; its growth finding, a folder
    pushing its subfolder, is how the app browses).
  - **edX** (openedx/edx-app-ios, 53763a2a): **1 of 54**, unchanged: its launch goes through a
    property of a property (`[self.environment.router openInWindow:self.window]`), the router adds
    the splash or the tab bar as a child of a container it keeps, and the tab bars build their tabs
    from structs carrying controllers collected in loops; none of the three is read, so nothing is
    reached from the guessed launch. Its six warnings are true.
  - The same fixes on the 37 checkouts of the regression list (each step's release build against
    the one before): reach unchanged everywhere; gone are the system controllers' dismissals read
    as the screen's (GoMap's, Tofu's, AltStore's, Stepik's and Pocket Casts' Siri shortcut sheets,
    Monal's alerts and action sheets — its attach button's action had closed the chat —, Kodi's
    Safari); Tinode's sign-in now dismisses before it replaces the root; Habitica's two
    "insufficient gems" sheets, presented by type methods on the top controller, are the launch
    scene's; Monal's SwiftUI sheets made inside blocks are presented (as the generic wrapper view
    `AddTopLevelNavigation`, whose `to:` screen the SwiftUI reader does not tell apart).
- **The twenty-fifth session** (7 December 2026) had two helpers import four more apps flow had never
  seen and judge them against their code (/tmp/audit-M and /tmp/audit-N on that machine, 28 repros);
  the general causes were fixed, each with a test, and the four imported again with the session's
  last importer (release build of 1ce0e9af, `--max-states 20000`):
  - **Pyto** (ColdGrub1384/Pyto, 510cd710, whole): **1 of 94 → 65 of 98**, warnings 3 → 2. Its
    delegate sets the window's root in the `#else` of `#if MAIN` (the splash of the stand-alone apps
    Pyto exports; its app target builds with `MAIN`) and again, for iOS 12, on a window of its own:
    the import launched Pyto at that splash. It now reads the branches the release build compiles
    and, beside a scene manifest, no root the app delegate sets on its own window: it launches where
    the scene delegate does. Left: the editor (an `EditorSplitViewController`, whose children a
    SplitKit pod's `firstChild`/`secondChild` hold, and which the file browser gets from
    `sidebar?.openDocument(…)`, a method of another screen, both not read) and the 22 screens behind it.
  - **iSH** (ish-app/ish, 00f1c0e5, Objective-C): **13 of 13**, no warning, before and after (its
    recovery-mode root, set in an early return of the scene delegate, is dropped without a word).
  - **Mattermost** (Kilograpp/Mattermost-iOS-Swift, 87767cf6, Swift 3): **5 of 37, unchanged**, two
    false W101 gone (its settings screens, pushed by identifier from another storyboard's code:
    `flow check` enters a storyboard where an action moves to it, <doc:StaticChecks>); its
    `UIStoryboard.init(name:bundle:)` is read. Its signed-in root is an MFSideMenu container a
    helper of the router makes and gives its children through its parameters
    (`RouterUtils.sideMenuContainer(center, leftMenuViewController: left, …)`), not read (made and
    given them in place, as in a test, it is now), and its menus push onto the container's centre
    navigation controller, which no statement says; 26 scenes wait on the two.
  - **iMast** (cinderella-project/iMast 3.0.1): **33 of 34 → 34 of 35**: its quick action presents a
    new post over `application.viewController`, a helper walking `presentedViewController`, read by
    what it does now. Its 7 W104 are true. Left: its explorer's 25 warnings, false (a new `UIWindow`
    replacing the app delegate's, read as a root replaced in the same window while something is
    presented: no statement says "a new window").
  - Read on the way: the debug build's parser stopped at 20 levels of nesting and dropped the rest of
    the file (the suite's, and `swift run flow import`'s); and closures handed on inside each other
    were read apart again at each level, exponential time (both in Reliability's table).
  - On the 37 checkouts of the regression list (cc235f5d's release build against 1ce0e9af's): reach
    unchanged but Threema (102 → 104 of 201: a message's forward action presented over the top
    controller) and Monal (32 of 41 → 31 of 40: a Mac-only document picker); 38 developer-menu
    screens of the Corona-Warn-App (`#if !RELEASE`), Habitica's simulator-only screenshot overlay,
    GoMap's Mac menu, Yep's `ASYNC_DISPLAY` segues, Cryptomator's screenshot swizzles and Threema's
    debug preview are no longer the app's; ownCloud's location picker embeds the navigation
    controller it is given through `contentViewController`; KeePassium's linked-database
    announcement presents the connection picker.
- **The twenty-sixth session** (7 December 2026) had two helpers import four more apps flow had never
  seen (Rocket.Chat and ChatSecure, GitHawk and Element: /tmp/audit-O and /tmp/audit-P on that
  machine, 15 repros), and took up Mattermost's two causes left the session before; the general
  causes were fixed, each with a test, and the apps imported again with the session's first importer
  (5f8f5068) and its last (cfce30be), release builds, `--max-states 20000`:
  - **Mattermost** (Kilograpp/Mattermost-iOS-Swift, 87767cf6): **5 of 37 → 34 of 38**, warnings 4 → 2
    (both true: two dead scenes). Its router's helper makes the side-menu container around the
    controllers it is handed, and its menus push onto the container's centre
    (`push More.MoreChannelsViewController on Main.NavigationController`, the language's new `on X`
    for `push`). The four left are dead (no code instantiates them).
  - **Rocket.Chat** (RocketChat/Rocket.Chat.iOS, 3172a098): **30 of 56 → 56 of 59**, the explorer's two
    warnings (false) gone. Its chat room came from a static helper of `UIStoryboard` given the
    storyboard and identifier, its drawing screens from a protocol extension whose condition names
    `UIViewController` while the screen's superclass is a pod's, and its sign-out went through a
    window helper that dismisses what was presented. Left: `WindowManager.open(.auth,
    viewControllerIdentifier: "ConnectServerNav")`, an enum's storyboard and an identifier handed through
    a helper, read as the storyboard's initial scene (its two W101, false).
  - **Element** (vector-im/element-ios, 14ccfe44, Objective-C and Swift): **57 of 128 → 86 of 135**,
    warnings 5 → 4 (the room's W101, false, gone). Its Objective-C tab bar tells its delegate, a Swift
    coordinator, to show the room, which the split's coordinator makes the detail navigation
    controller's stack and shows as the detail. Left: the launch, which coordinators build
    (guessed: `Main`, whose copy of the tab bar is not the app's), and about 35 screens opened by
    bridge presenters through routers not traced.
  - **ChatSecure** (ChatSecure/ChatSecure-iOS, 38d6abba, Objective-C): **0 of 26 → 0 of 27**, no launch
    found: its delegate roots a split view controller an Objective-C helper makes around the list it is
    handed (the same in Swift is read now); its theme's factories on `GlobalTheme.shared`, its list's
    delegate calls into a Swift coordinator and `[PurchaseViewController showFrom:self]` are read.
  - **GitHawk** (GitHawkApp/GitHawk, 36f6fa28): **5 of 19 → 5 of 22**: its screens move through
    `route_push(to:)` and `route_present(to:)`, methods of its extension of `UIViewController` calling a
    router object, read now (three more screens made in code declared, a push no longer written as a
    presentation); but its tab bar's tabs are set through its split's `reset(viewControllers:
    clearDetail:)` on the tab bar a computed property finds (`viewControllers.first as?
    UITabBarController`), not read, so what is behind them stays unreached.
  - On the 37 checkouts of the regression list (each step's release build against the one before):
    reach and warnings unchanged; Stepik's story screen no longer has the iPad's custom presentation
    beside the iPhone's, and its notifications' empty placeholder selects the catalog tab (`select 2`); Threema's Objective-C splash gains comments for what its delegate's coordinator
    does; Delta Chat's welcome root is a segue named `presentWelcomeController`; Cryptomator's import
    says that one walk through its `handleError(_:coordinator:progressHUD:)` extension stops at 32 methods.
- **The twenty-seventh session** (7 December 2026) worked the causes the last session's closing audits
  left (Lockwise, OwnTracks, xDrip4iOS) and had two more helpers import four apps flow had never seen
  (Moonlight and COVIDSafe, MiniKeePass and iNaturalist: /tmp/audit-S and /tmp/audit-T on that
  machine, 14 repros); the general causes were fixed, each with a test (below), and the apps imported
  again with the session's first importer (dc579018) and a late one (1d3bda90), release builds,
  `--max-states 20000` (/tmp/after27 on that machine):
  - **MiniKeePass** (MiniKeePass/MiniKeePass 9b42e000, Objective-C and Swift): **28 of 31 → 31 of 31**:
    its Swift list opens a database through the Objective-C manager's `sharedInstance()`, which
    presents the password sheet.
  - **iNaturalist** (inaturalist/INaturalistIOS 3ab22038, Objective-C and Swift): **52 of 69 → 62 of
    70** (3877f6bd; the search now complete), `flow check`'s warnings 16 → 13: its page view
    controllers' pages (made by identifier in their own code) are listed, its embedded grid's segue
    sent to its parent is no false "UIKit raises", and its delegate's loading screen, now its launch,
    leads to onboarding (with its five pages) and the main storyboard, which it roots once the
    database is open. Left: ICViewPager's project and news tabs (5 scenes), closures a screen sets on
    the controller it presents; two dead scenes and a model class are rightly unreached.
  - **COVIDSafe** (AU-COVIDSafe/mobile-ios cab6cb1): **35 of 51 → 35 of 42**: its nine localised
    launch screens are left out, its onboarding's `setViewControllers([tabVC], animated: true)`
    replaces the stack (growth findings 6 → 3), its back button pops or dismisses. Left: the feedback
    screen, presented from a factory's completion closure in an extension of `UIViewController`.
  - **Moonlight** (moonlight-stream/moonlight-ios da47035, Objective-C): **5 of 6** both: its
    SWRevealViewController launch now embeds the rear and front panes (it had presented them), its
    stream screen pops to the root; left: its loading frame, which presents itself from a message to
    an instance variable (the Swift form is read).
  - **Lockwise** (mozilla-lockwise/lockwise-ios 4d68f128): **1 of 10** both: its navigation
    controllers' convenience initializers are read, but every move goes through a Flux dispatcher and
    a container swapping its child in a property's `didSet`, neither read.
  - **OwnTracks** 23 of 23 and **xDrip4iOS** 33 of 34 both; xDrip's landscape charts are children
    only when the phone turns (no longer the visible controller of every home-tab state), its guarded
    dismissals dismiss only the snooze screen, and its picker's two handlers no longer make one
    action dismissing twice.
  - On the 37 checkouts of the regression list (release builds, each step's against the one before:
    dc579018, c7ef1d79, e2d227ca, 1d3bda90, 0ee756c5): reach unchanged on every app; Mastodon and
    ownCloud no longer import a launch screen (one unreached scene fewer each); GoMap, Delta and
    AltStore launch by their scene configuration's storyboard, the same as their main one; SwiftRadio,
    Orbot, TwoFAS, the Corona-Warn-App, Delta Chat, Cryptomator and Pocket Casts set whole stacks where
    they pushed; GoMap, NetNewsWire, Tinode, FreeOTP, Yep, Habitica, Session, Mastodon, Threema and
    openhab gain actions that pop or dismiss (either, or in turn); Simplenote and Monal pop to the root;
    Cryptomator's empty detail is its navigation subclass around its root; Session and TwoFAS dismiss
    only what their guard names.
- **The twenty-eighth session** (7 December 2026) worked the widest cause the last session's audits
  left — callbacks a screen gives the controller it shows — and had a helper import two apps flow had
  never seen (eRouška and Radar COVID: /tmp/audit-U on that machine, five repros) and another review
  the change; the general causes were fixed, each with a test, and the apps imported again with the
  session's first importer (d2940724) and its last (release builds, `--max-states 20000`,
  /tmp/after28 on that machine):
  - **MiniKeePass** 31 of 31 both: its timeout and key file lists pop themselves when a row is
    picked and its PIN pad dismisses itself when the PIN is in, no longer the settings and password
    screens' own moves (the settings screen had dismissed itself); the custom field sheet, whose
    closures its Objective-C entry screen sets as blocks, and the rename sheet, whose closure calls
    the database manager (an object that moves), keep theirs with the screens that set them.
  - **iNaturalist**: **62 of 70 → 67 of 70**, `flow check`'s warnings 13 → 8, explore's findings 11 → 5:
    its news pager and a project's four tabs are ICViewPager's, which a class extension of the
    library's class in its own sources had hidden; their tabs are the scenes the code names by
    identifier. Its sound recorder's cancel dismisses it, and its Observe tab, which its tab bar's
    delegate refuses (its tap opens the media picker), is `select Observe when false` (explore still
    counts the tab among the scenes reached: a tab bar's children count as they are made).
  - **eRouška** (covid19cz/erouska-ios e5d98a2c, SwiftGen and XcodeGen): **1 of 52 → 49 of 51**: its
    launch, `StoryboardScene.Gate.forceUpdateVC.instantiate()` (SwiftGen's case, the identifier with a
    lowercase start), had been a placeholder, and with it every other root its delegate sets was lost.
    Two of the 49 are its debug screens, compiled out of the release build by a condition its XcodeGen
    `project.yml` sets (not read), and its debug menu's re-launch gives 122 explore warnings.
  - **Radar COVID** (RadarCOVID/radar-covid-ios c5f58f55, Swinject): **0 of 9 → 0 of 37**: the screens
    its dependency-injection container makes (`resolve(X.self)`) are scenes now, and its router's
    qualified cases (`Routes.detail`) are told apart, but its launch — an empty
    `UINavigationController()` as the window's root, given its first screen by a router its app
    delegate's method (called from the scene delegate) hands it — is still not found (the same in one
    method is read now), and what its router presents on the controller it is handed is every case's.
  - COVIDSafe 35 of 42, Moonlight 5 of 6, xDrip 33 of 34, OwnTracks 23 of 23, Lockwise 1 of 10: unchanged.
  - A third helper imported two more (/tmp/audit-V on that machine, four repros): **Jami**
    (savoirfairelinux/jami-client-ios 0ae75369, Swift, RxSwift coordinators) **0 of 35** and **Nextcloud
    Talk** (nextcloud/talk-ios 3b624dee, mostly Objective-C) **27 of 45**, both unchanged. Jami's
    coordinators' computed `rootViewController` is read now, but every move, its launch's first screen
    included, goes through an Rx subject (`stateSubject.onNext(.x)`, a coordinator's `subscribe`), not
    read; Talk's screens call a shared "interface controller" whose own methods present on the split it
    keeps, not followed.
  - On the 37 checkouts of the regression list (release builds, d2940724 against 54e15cc5 and each
    step's against the one before): reach unchanged on every app, explore's findings the same or
    fewer (DuckDuckGo 38 → 36: its voice search sheet's dead end gone) but for 2FAS and Pocket Casts'
    unfired segues on scenes neither reaches; callbacks moved to the controllers that call them in
    Delta (its controller skins list pops itself), DuckDuckGo (its save-login, voice search and
    bookmark folder screens dismiss themselves), Threema, Session, Habitica, Delta Chat (its app
    picker's children dismiss it), 2FAS, SwissCovid and Simplenote. A helper's review of the change
    (no crash, linear) found the first version gave a callback's pops and pushes away on the absence
    of a presentation, lost a closure's locals, decided a delegate method per call and took it per
    method, and read its own table back; all mended, with a test. The enum cases and empty root
    navigation controllers read last changed none of the 37 but GoMap, whose copy's walk through its
    coordinators now ends before the limit (its cases told apart).
- **The twenty-ninth session** (7 December 2026) worked the causes the last audits left (/tmp/audit-U
  and /tmp/audit-V on that machine): each fixed with a test, the apps imported again with the
  session's first importer (1c9d69d2) and its last (ed782e50; release builds, `--max-states 20000`,
  /tmp/after29 on that machine):
  - **Jami** (RxSwift coordinators) **0 of 35 → 33 of 36**, explore's findings 70 → 42: its view
    models' states emitted on subjects (`stateSubject.onNext(WalkthroughState.welcomeDone(…))`) move as
    the coordinator's `switch` over them does, and what its delegate has the app coordinator holding
    the window's root do (`start()`: the loading screen, then onboarding or the conversations) is the
    launch's. Its loading helper's dismissal of the HUD it presents no longer dismisses the calling
    screen (11 false segues gone). The 37 findings left are growth: its coordinators' guards against
    showing the main list twice are app state the import does not evaluate.
  - **Nextcloud Talk** (Objective-C, a shared interface controller) **27 of 45 → 47 of 47**, findings
    49 → 10: the rooms list's and the screens' calls reach the interface controller's methods, which
    present on the split it keeps (`present Code.LoginViewController on NCSplitViewController`); the
    login's own "add account" meets UIKit's refusal (7 warnings) instead of stacking logins (22 growth
    findings, the first version's).
  - **Radar COVID** (Swinject, an enum router) **0 of 37 → 26 of 38**, `flow check`'s warnings 21 →
    16, findings 130 → 30: the scene delegate's call into the app delegate's `loadInitialScreen`, and the
    router's push onto the empty navigation controller it is handed, are the launch; its tab bar's Home
    tab, kept in a property typed with its class, is the Home storyboard's scene. Its onboarding and
    the tabs past Home are still unreached (the router's cases its screens' view models choose).
  - **eRouška** (XcodeGen) 49 of 51 both, findings 130 → 115: its `project.yml` says the store's
    target compiles with `PROD`, so its debug menu is not the app's; the warnings left come from a
    force-update screen the delegate presents over the app again and again (its guard is app state).
  - COVIDSafe, Lockwise, MiniKeePass, Moonlight, OwnTracks, iNaturalist and xDrip: reach and findings
    unchanged.
  - On the 37 checkouts of the regression list (1c9d69d2 against 68c342e4, then 2a3cff1e and ed782e50): reach
    unchanged on 34, **Threema 104 → 111 of 201** (its Threema Safe dashboard, through its backups
    view's Combine route; unreached 97 → 90, unfired 102 → 100), **NetNewsWire 45 of 46 → 46 of 47** (its
    coordinator's presentations on its root split), the Corona-Warn-App 7 more segues fired; no finding
    added. Steps between had added some, mended before the next: moves on plain screens and views an
    object keeps (GoMap's map view, NetNewsWire's feed list: UIKit warnings) are no longer made on
    them, a coordinator's dismissal of a navigation controller it presents stays the asking screen's
    (Stopp Corona, the Corona-Warn-App), and an app delegate's Objective-C messages to itself are not
    followed from a screen's call (Threema's call screen had reached its settings).
- **The thirtieth session** (7 December 2026) made the explorer's findings on imported apps fewer
  where they said one thing many times, and read one more way of making a navigation controller
  empty (release builds d8230c79 against b816d595, `--max-states 20000`, the 37 regression
  checkouts and the eleven audit apps; /tmp/reg r62 and /tmp/after29/rel67 on that machine):
  - **Growth is folded per stack**: screens that can all show one another grow a stack through
    every order of them, and each order was a finding (Kodi's 54, NetNewsWire's 25, Jami's 37: its
    conversations list, account migration and settings, each able to show the others). Per stack,
    the shortest cycles first, a cycle is kept when it brings a scene no kept one has, and the first
    says how many more mix the same scenes; a stack past the bound with no cycle at its top is not
    repeated beside one that has. Kodi 54 findings → 5, NetNewsWire 26 → 4, Jami 42 → 10, Loop 18 →
    7 (its status screen's self-cycle, and each screen it shows that shows it again), Cryptomator
    18 → 13; one "grows past --max-stack" line fewer on Stopp Corona, Habitica, Session (two),
    GoMap, openHAB, Tinode, ownCloud, Threema (four), DuckDuckGo (four), Radar COVID, COVIDSafe and
    Nextcloud Talk. Fourteen of the 37 checkouts' explorations changed, all by these two foldings;
    their imports are the same but for Threema's.
  - **A warning about another instance is the same warning**: eRouška's delegate presents its
    force-update screen over the one already presented (its guard is app state), and UIKit's warning
    about `UnsupportedDeviceVC#7` was a finding beside the one about `#2`: 107 warnings → 17 (its
    findings 115 → 24), Mastodon's 19 → 17, Nextcloud Talk's 10 → 8 with the line above. The first
    met is kept, on its shortest path, with its own numbers.
  - **A navigation controller made with labelled arguments none of which names a root**
    (`ModalNavigationController(navigationBarClass:toolbarClass:)`, 2FAS's generic
    `CommonNavigationControllerFlow(flowController:)`) is empty, so `setViewControllers([details], …)`
    next gives its root: Threema's group details are presented in it, not pushed from the chat.
  - **An empty navigation controller another object's method gives its stack, then presented**
    (NavigationsGivenStacksByOthers.swift; 2FAS's flow controllers: `ComposeServiceFlowController
    .present(in: navi, …)` pushes the compose screen onto what it is handed, then
    `viewController.present(navi, …)`): the presentation is of that screen in a navigation
    controller, and the push is no longer the presenting screen's own. 2FAS declares 110 scenes where
    it declared 104 (six such navigation controllers, its token list's "present
    CommonNavigationControllerFlow" and "push ComposeServiceViewController" one presentation of
    `ComposeServiceViewControllerNavigation`), 149 segues where 168; its reach is unchanged, 7: its
    main split is kept in a property of a plain screen (`let split =
    PrimaryNavigationLayoutFixingSplitViewController(style: .doubleColumn)`, added as a child),
    its columns empty navigation controllers other flow controllers fill
    (`MainMenuFlowController.showAsRoot(in: viewController.navigationNavi, …)`) and its compact
    column a tab bar a helper inserts, none of which is read, so the token list and everything past
    it stay unreached. Its flows that root their navigation controller through its extension of
    UIKit's (`navigationController.pushRootViewController(view, …)`, nine calls) are not read either:
    those still present the empty subclass. No other app of the 48 changed.
  - **A presentation over the app on the window's root itself** (`window?.rootViewController?.present(…)`,
    not a top-controller helper; PresentationsOverTheApp.swift) is written on the launch scene's first
    instance (`segue "AppDelegate.checkFetchedMinSupportedVersion" { present UnsupportedDeviceVC style
    fullScreen on UnsupportedDeviceVC#1 }`): eRouška launches into its force-update screen's scene, so
    the copy the delegate presented carried the same segue and presented another over itself without
    end; now, fired from the copy, UIKit's refusal is what happens (the root's view is out of the window
    under a full-screen presentation). eRouška's findings 24 → 17, its search complete in 297 states
    where `--max-stack` cut it; Eidolon's help and SwissCovid's onboardings are written so too, their
    explorations unchanged. (`#1` is the first live instance: where the launch's was released and a
    later one took its number, that one.)
  - **A container registration returning a local it configured** (DependencyContainers.swift: Radar
    COVID's `let vc = self.createViewController(storyboard: "HealthyExposition", viewId: …) as?
    HealthyExpositionViewController ?? HealthyExpositionViewController()`, `vc.router = …`, `return vc`)
    resolves to what the local was made with, and of `a as? X ?? X()` to `a` where it is understood
    (CallReader's `coalescingSides`; before, neither side of `??` was read). Radar COVID **26 of 38 → 26
    of 33**: its five exposure, health and help screens are their storyboards' scenes, reached, where a
    code twin of each was declared beside them and the storyboard's never reached; `flow check`'s
    warnings 16 → 15. The seven left: its onboarding chain, which this version's router skips
    (`.welcome` and `.onBoarding` route to the tab bar), and the two tabs its tab bar is given as
    initializer arguments. None of the 37 checkouts changed.
  - Reach unchanged on every app; no finding added.
- **The thirty-first session** (7 December 2026) imported twenty-six apps at their newest commits
  (/tmp/s31 on that machine), seventeen never imported before (BookPlayer, iTorrent, Amperfy,
  Popcorn Time, Amaroq, Simple Login, Bark, ruby-china, RSSBud, Authenticator, a-Shell, iVim,
  AudioKit Synth One, Psiphon, Drrrible, CleanArchitectureRxSwift's example, Mumble) and nine again
  (Seafile, edX, Siskin IM, FSNotes, VLC, Mattermost's Swift client, V2EX, Hacker News, Raivo OTP:
  38 of 39 now), read the lowest against their code, and took these causes (release builds
  5b9587d2 against a969f52d, `--max-states 20000`):
  - **The scene delegate the app delegate chooses in code** (`application(_:configurationForConnecting:options:)`
    setting `config.delegateClass = SceneDelegate.self` outside every condition; SceneConfigurations.swift):
    Amperfy's Info.plist names none, and the import took its mini player's window, first by name.
  - **iOS 18's tabs** (`UITab`, `UISearchTab`, `UITabGroup`; UITabs.swift): each stands for the
    controller its provider returns, `tabs = …`, `setTabs(_:animated:)` and `UITabBarController(tabs:)`
    are read as `viewControllers`, and a group given a `managingNavigationController` shows its
    controller in one. Amperfy's search, home and library tabs.
  - **A storyboard enum's helpers**: a class helper called bare instantiates from the storyboard of the
    case its parameter defaults to (`instantiateFromAppStoryboard(appStoryboard: AppStoryboard = .Main)`,
    which had been read as a storyboard named after the class), and a method called on a case written
    with a capital (`AppStoryboard.Main.segueToHome(account:)`) is the enum's.
  - **`#if` directives**: those of an `#if` decided are blanked with the branches left out, so a
    function whose body is an `#if` returns the iPhone branch's value (Amperfy's
    `segueToMainWindow`: `TabBarVC` on an iPhone, `SplitVC` on a Mac); Home Assistant's sheets
    behind a postfix `#if targetEnvironment(macCatalyst) … #else .sheet(…)` are read too (70 of 88
    → 76 of 94).
  - **A SwiftUI `WindowGroup` choosing its view** (`if let apiKey … { MainView { … } } else {
    LogInView(…) }`): the first branch's view is the launch, each other its alternative. Simple
    Login 0 of 17 → 51 of 51.
  - **Targets for another system** (every configuration's `SDKROOT` `appletvos`, `watchos`,
    `macosx` or `xros`) are other programs: iTorrent's Apple TV app had been its launch (its iPhone
    app's root comes from an MVVM framework whose submodule the checkout does not hold: 2 of 6 →
    2 of 4); VLC declares its two Apple TV controllers no more (69 → 67, reach 59 both); Orbot's and
    AltStore's Mac apps, Blink's Mac bridge, 2FAS's, ownCloud's, WireGuard's and Pocket Casts' other
    targets' files are not read (Orbot's settings screen gains its Close, which its Mac namesake's
    class had hidden).
  - **An app's subclass of a library's container** (Bark's `BarkSnackbarController: SnackbarController`,
    of Material) made around the root is a container embedding it, and a root set only in a
    device choice's iPad branch launches last: Bark 0 of 5 → 17 of 17 (its one warning, W116, a tab
    bar inside a container, true by Apple's rule).
  - **A push onto a navigation controller a shared object keeps** (`V2Client.sharedInstance.centerNavigation
    = centerNav` in the delegate, `V2Client.sharedInstance.centerNavigation?.pushViewController(…)` in
    its drawer's menu): onto that one. V2EX 18 of 27 → 22 of 27.
  - **A helper handing the window's root to one of its file that walks up** (ruby-china's
    `UIApplication.currentViewController()` and `findBestViewController(_:)`) finds the top
    controller: its sign-in's type method presents over the app. ruby-china 10 of 21 → 20 of 24.
  - **A method declared to return one of the app's controllers** whose body names no making
    (FSNotes's `UIApplication.getEVC() -> EditorViewController`, returning what its scene delegate
    keeps) makes that class, unless the class is a navigation, tab bar or split view controller's
    (ownCloud's `viewControllerForPresentation() -> ThemeNavigationController` wraps `self`): FSNotes
    26 of 28 → 28 of 28; KeePassium's premium offer reaches its pricing plan picker (20 → 21 of 70);
    Siskin IM 80 → 82 of 85; DuckDuckGo and Session link one call more, their explorations the same.
  - **An Objective-C message to a chain of properties** (`[self.environment.router openInWindow:
    self.window]`) reaches the last one's class: edX launches in its router's container, where no
    launch was found (its `flow check` warnings 6 → 1; 1 of 56 still: the router swaps that
    container's child in Objective-C methods its Swift extension calls).
  - **A root set in a closure the launch keeps in a variable** (Drrrible's composition root:
    `presentMainScreen = { window.rootViewController = mainTabBarController }`, handed with the
    sign-in's to the splash it roots last) is where the launch goes next, not the launch (the main
    tab bar had been, a tab bar winning over any plain root); and **a tab bar given its tabs as
    initializer arguments** (`MainTabBarController(reactor:shotListViewController:settingsViewController:)`,
    which sets `self.viewControllers = [shotListViewController, settingsViewController].map { … }`)
    shows what its making hands it. Drrrible 1 of 3 → 7 of 7.
  - **An Info.plist naming a main nib** (`NSMainNibFile`, UIKit's as well as AppKit's) is a macOS
    app's only without UIKit's keys: Mumble's iOS app (`MainWindow` beside
    `UISupportedInterfaceOrientations`) had been another program, every source of its folder left
    out and nothing imported; and **an Objective-C push onto an empty navigation controller made
    here** (`[_navigationController pushViewController:welcome animated:YES]` before
    `[_window setRootViewController:_navigationController]`) gives its root. Mumble: nothing → 9 of
    33.
  - **The explorer reaches a tab when it is shown**, not as its tab bar loads: iNaturalist's Observe
    placeholder, which its tab bar's delegate refuses, is unreached (67 → 66 of 70); no other app of
    the 70 changed.
  - **A segue identifier repeated on controls' segues making the same move** (prototype cells each
    with a Reply button, `present Compose id "ReplySegue"`) is no warning of `flow check` nor of the
    import: Amaroq 79 warnings → 37, Habitica 3 → 2.
  Amperfy 13 of 51 → 32 of 56. Left, read: edX's launch (1 of 56) is an Objective-C router reached
  through `self.environment.router`, rooting a container that swaps its content; BookPlayer's (2 of
  10) an empty navigation controller of its scene delegate's that a presentation-flow object
  (`flow.startPresentation(vc, animated:)`) fills; Psiphon's (1 of 11) a ReSwift root container;
  Authenticator's screens are made by a generic `reify` from its state; Amperfy's library categories
  go through `AppDelegate.mainWindowHostVC?.pushLibraryCategory(vc:)`, a protocol-typed static
  property; ruby-china's topic filter shows in a window of its own; Synth One's iPhone panels are
  instantiated by `"iPhone" + identifier` under `conductor.device == .phone`; Amaroq's 37 warnings
  are W118 on its prototype cells' buttons; Raivo's 21 explore warnings are its window's root
  replaced (by its state helper, from its settings' `viewDidLoad`) while the settings are presented,
  which its code does not dismiss first; Mumble's screens past its welcome screen are pushed
  through its connection controller, an object no screen's call is read to reach. The 37 regression checkouts changed only as said, and
  the eleven audit apps not at all.
- **The thirty-second session** (7 December 2026, a new machine: the earlier checkouts were not on
  it) imported fifteen apps never imported before at their newest commits (Prey, Loop, openHAB,
  iSH, the Kodi remote, Tofu, FreeOTP, wallabag, Nightguard, Antidote, the NHS COVID-19 beta,
  Metatext, Unstoppable Wallet, NetNewsWire, WooCommerce) and ten imported before, fetched again
  in place of the regression list (Simplenote, Habitica, KeePassium, Home Assistant, Seafile,
  ownCloud, Zotero, Mastodon, AltStore, WireGuard), and took these causes (release builds
  ba128551 against a9a7134a, and 21b7e5b4's importer, which changed none of them further,
  `--max-states 20000`):
  - **A storyboard's navigation controller with no root, whose stack the code sets**
    (NavigationRootsSetInCode.swift): Prey's delegate instantiates its rootless `navigation` and
    gives it `setViewControllers([controller], animated: false)` before rooting the window in it;
    Loop's `LoopAppManager` sets its storyboard's `RootNavigationController` (cast from the window's
    root) to the status screen. The navigation controller takes the stack's first as its root, with
    a comment saying where, when every such place gives the same; those calls are no moves. Prey 1
    of 9 → 7 of 9 (the two left are made nowhere); Loop's `has no 'root'` warning gone, its launch
    the status screen rather than an empty stack with a push to fire.
  - **A local holding an identifier** written as an enum case's raw value (`let homeIdentifier =
    StoryboardIdVC.homeWeb.rawValue`) or a class's name through a class-name property
    (`HelpAndSupportViewController.classNameWithoutNamespaces`) is read as that text in place:
    WooCommerce's help screen, presented from seven support buttons, had been seven warnings of a
    scene named `Self`.
  - **Metatext's tab bar** gives itself `controllers.map(SwipeableNavigationController.init(
    rootViewController:))`, a navigation controller's initializer named rather than called; its
    timelines page view controller pages the `.first` of a list its initializer builds by appends in
    a local named as a property; and its root view, SwiftUI hosting the tab bar beside an account
    screen, is a container with two children, of which the visible one is the last: `select 2` (and
    the explorer) now picks the one tab bar on screen beside the visible controller
    (`App.tabBarToSelect`, <doc:UIKitModel#Custom-container>). Code.flow allows W109: each move
    there makes a new controller, as a timeline pushing another `TableViewController(…)` from a page
    of one does. Metatext 27 of 39 → 46 of 46.
  - **A container given its `viewControllers` as one list parameter** of its initializer
    (Antidote's `TabBarController(theme:controllers:tabBarItems:)`) shows the list its making hands,
    and an initializer's makings of the app's containers are read as a method's are; and **a `map`
    over an enum's every case** (`allCases`, or a type method listing them: Antidote's
    `TabCoordinator.allValues().map { object -> UINavigationController in switch object { … } }`), or
    over a list of its cases written there, whose closure switches over the case, lists each case's
    controller.
  Unchanged: openHAB 10 of 11 (its storyboard's side menu navigation controller is dead: the code
  makes its own), iSH 13 of 13, the Kodi remote 13 of 13 (Objective-C, all in code), Tofu 9 of 9,
  FreeOTP 10 of 13 (three storyboard navigation controllers the code passes over, pushing their
  roots instead: W101 is true), wallabag 4 of 4, Nightguard 22 of 22, NetNewsWire 47 of 48,
  Unstoppable Wallet 22 of 109, WooCommerce 59 of 238; the ten fetched again as before (Habitica
  127 of 134, KeePassium 21 of 70, Home Assistant 76 of 94, Seafile 56 of 84, ownCloud 41 of 64,
  Zotero 76 of 93, Mastodon 70 of 73, AltStore 21 of 24, WireGuard 14 of 14, Simplenote 23 of 30),
  their files the same but Code.flow's opening comment. Left, read: Antidote (1 of 37) hands its tab bar
  its tab coordinators' navigation controllers, which those coordinators root in
  `startWithOptions(_:)`, a start the import does not take for a coordinator's `start()`;
  Unstoppable Wallet and Metatext show UIKit from SwiftUI, and a SwiftUI body's `if`/`else` of
  two representables is read as a container showing both (Metatext's root view), where SwiftUI
  shows one; WooCommerce's tabs are the results of a method switching over its tab enum, inserted
  by index in a closure; NetNewsWire's preview of an article (a context menu's) is reached by no
  path, as before.
- **The thirty-third session** (7 December 2026, the same machine, its checkouts kept) took three
  of the causes the last one left, on the same twenty-five apps (release builds 4e944078 against
  2c47175d, `--max-states 20000`):
  - **A coordinator's start spelled `startWith…`** (Antidote's coordinators' `startWithOptions(_:)`,
    declared by its coordinator protocol): the import took only `start()` as a coordinator's start,
    compared by name in seven places, now one predicate (`Instantiation.isCoordinatorStart`: `start`
    with any labels, or `startWith…`; `startLoading()` is no start). And **a move in the iPad's case
    of a `switch` over the device** (UIKit's `userInterfaceIdiom`, or an app's own enum of it,
    Antidote's `switch InterfaceIdiom.current() { case .iPhone: … case .iPad: … }`) is none on the
    iPhone, as one in an `if`'s iPad branch was (its split view's `showDetailViewController` had been
    two false W105). Antidote 1 of 37 → 38 of 40, no warning (the two left: the incoming call screen,
    shown when a call comes, and the launch placeholder the window shows before the session starts).
  - **WooCommerce's tabs** (59 of 238 → 185 of 246): its main tab bar, a storyboard scene with no
    tabs, builds them in a closure called in place, a `forEach` over a list of its tab enum's cases
    inserting `rootTabViewController(tab: tab)` into the list returned (CaseLoopTabs.swift: `forEach`
    or `for … in` over cases written there, in a local or `allCases`); that method returns navigation
    controllers the class keeps in properties, their stacks set in another method once the store is
    known (a property listed by name so is read the same: `CallReader.ownNavigationKept`), and custom
    containers it keeps, given their child on the container's child property
    (`ordersContainerController.wrappedController = …`, whose `didSet` adds it): each such property a
    scene of its own embedding that child, named after it when the class is kept with different
    children (ContainersGivenChildrenOnProperties.swift), where there had been an empty container and
    a presentation of the child from the tab bar ("instantiates … and hands it on"). The orders tab's
    child, a wrapper, keeps a split view controller subclass in a property (`lazy var
    ordersSplitViewController = WooSplitViewController(…)`), gives it its columns and adds it as its
    child: that split is now embedded there with those columns (CodeScreens), where it was a comment,
    and the orders list, its details, refunds and shipping labels are reached. Left: the products tab
    is chosen by a feature flag (`flag ? productsContainerController : productsNavigationController`);
    the hub menu's container is given its child by its coordinator, which holds it under another
    name; the split's secondary column is set through a parameter (`showSecondaryView(_:)`, called
    with the empty state's navigation controller), not read, so `flow check` says the split "has no
    'secondary'"; and the app's `UINavigationController` subclasses made in code with stacks of their
    own (`WooNavigationController`, the refund and survey coordinating controllers) are declared plain
    scenes, so each `show` their code makes on themselves is a false W104 (eight, from two before, as
    more of them are reached). The same reading gave ownCloud 41 of 64 → 49 of 68: its root sets
    `contentBrowserController.sidebarViewController` to the sidebar's navigation controller, and the
    browser's `didSet` adds it as a child, so the browser embeds the account sidebar, from which the
    bookmarks and settings are reached. A slot given a literal is no child (NetNewsWire's flag
    `mainTimelineViewController?.didPushArticleViewController = true` had, for a build, cost it a
    column's `show`).
  - **Calls cut short**: past the first three, the rest are one line by file on standard error
    (KeePassium's seventy-five lines, NetNewsWire's thirty-three). Raising the walk's limit from 32
    to 256 methods took KeePassium from 21 of 70 to 84 of 102, but its segues from 75 to 533, most of
    them false (the icon picker's toolbar set-up reaching every screen through its coordinator's
    delegate callbacks): the limit stays, and the walk's precision is what KeePassium needs.
  The other twenty-two apps import as before (NetNewsWire's files the same, its standard error shorter).
- **The thirty-fourth session** (8 December 2026, a new machine: the apps fetched again, their
  newest snapshots; release builds a00d629f against c4f41881, `--max-states 20000`) took two of
  WooCommerce's causes the last one left, and the lowest app of the list, Unstoppable Wallet:
  - **A navigation controller subclass that begins its own stack** in a method its initializer calls
    (`IssueRefundCoordinatingController: WooNavigationController`, whose `init` calls
    `startRefundNavigation()`, which sets `[issueRefundViewController]`; the survey flow's, its root
    made by a factory object): a `navigation` of that class rooted there
    (NavigationSubclassStacks.swift), its other methods' moves its own segues (a `show` there pushes),
    those only the closures it sets on its screens call left to the screens that call them (the
    refund's confirmation, its progress sheet), and the method beginning the stack no segue at all.
    Read as plain scenes, every `show` of theirs and of their screens had been a modal presentation
    from a scene in no navigation controller: eight false W104.
  - **A split's column set to a method's parameter** (`showSecondaryView(_ viewController:)`, handed
    the empty state's navigation controller as the orders wrapper is made, an order's details or
    loader later): the column is what the calls made as the keeping class is made hand that method
    (SplitColumnsHandedIn.swift), so the orders split has its secondary column, and `flow check` no
    longer says it "has no 'secondary'". The later calls, replacements as the app runs, are not read
    as moves yet.
  - **SwiftUI presenting through the app's own presenter** (Unstoppable Wallet, all SwiftUI on top
    of eighty-three UIKit screens: `Coordinator.shared.present { isPresented in ThemeNavigationStack {
    RestoreTypeView(…) } }`, 233 calls, and `presentAfterUnlock { … }` and its kin): the view a
    trailing closure hands a method whose name begins with `present` is presented, named after that
    method (`present (ContactBookView)`), where it had been read as shown in place in the calling view,
    its controls flattened into the launch screen and no screen of its own; an app's wrapper named
    for a navigation stack and handed its content (`ThemeNavigationStack { … }`, whose body is a
    `NavigationStack` of it) makes one, so the presented screens' `navigationDestination`s push; and a
    representable making its controller through another type's factory
    (`ContactBookModule.viewController(mode:) ?? UIViewController()`) embeds what the factory makes,
    a navigation controller made around it embedding it as its root (before, such a navigation
    controller was dropped and the controller embedded bare, its pushes doing nothing; the view's
    screen showing it in place stays the screen, its moves and the launch's other root its own); and
    an app's row handed what it pushes as its `destination` (`NavigationRow(destination: { FaqView()
    })`, WooCommerce's `LazyNavigationLink(destination: …)`) pushes it, as `NavigationLink(destination:)`
    does, where it had been shown in place. Unstoppable Wallet 22 of 109 → 134 of 194 (SwiftUI screens
    26 → 111), the search complete within `--max-stack`; 1 warning, a false W108: its wallet
    connection list pushes `WalletConnectMainModule.viewController(…, viaPushing: true)`, which
    returns the bare controller for `viaPushing` and a navigation controller otherwise, and the
    import takes the other branch (a factory's branches chosen by a Boolean argument are not read).
  WooCommerce: `flow check` 9 → 1 warning (left: `WooNavigationController`, made empty for the store
  picker's coordinator, is a plain scene, and the Blaze coordinator's `show` on the navigation
  controller it keeps in a property, of that class, is attributed to it: a false W104); 185 of 246 →
  181 of 249 within 20,000 states, the split's second column widening each level of the search, and
  189 → 193 within 100,000 (its customer list, a representable, now in the navigation controller it
  makes; its address form's country and state lists pushed). The other fourteen apps fetched again
  (Zotero, KeePassium, Home Assistant, Habitica, ownCloud, Mastodon, NetNewsWire, Seafile, AltStore,
  Simplenote, FreeOTP, Antidote, Metatext, WireGuard) import byte for byte as before (Metatext's
  `MainNavigationView { model }`, a representable handed a closure, is why a wrapper makes a
  navigation stack only when its name ends in `NavigationStack`).
- **Files only another program builds.** Since the same day a file only an app extension's
  (any kind), an ExtensionKit extension's, a watch app's or a test bundle's target (since the
  thirty-first session, an app's for another system too) builds is left
  out as one no target builds is (its project's targets' build phases say which): Session's share
  extension declared two screens as the app's; the Corona-Warn-App's import reads 1,225 source
  files where it read 1,660, and its test target's storyboard of fakes is no longer imported. A
  project whose targets are all the app's counts every build file, as before.
- **Tests' code** (a file importing XCTest or Swift Testing, wherever its folder is: the
  Corona-Warn-App keeps its tests in `__tests__` folders beside its screens) is not the app's: its
  mock controllers were scenes, with a W101 each.
- **Alerts and action sheets made in code** (`UIAlertController` with `addAction`): not imported;
  a move in an action's handler is the method's own segue, without the alert before it. Twenty of
  the twenty-three apps make alerts in code.
- **Lazy properties' closures** are read for the controller they make and return (its locals
  followed, so a container made around two of them is that making) and the bar buttons they give
  it, not as methods: a move written in one is not a segue.
- **Roots swapped after launch** (seen on 1 December 2026 in apps imported for the first time):
  Rocket.Chat (RocketChat/Rocket.Chat.iOS) launches into its launch screen and its app
  delegate replaces the window's root through `WindowManager.open(.subscriptions)`, an enum whose
  computed `name` gives a storyboard's name, and a `UIWindow` extension's `set(rootViewController:)`
  (1 of 57 reached). A root replaced after launch is now read where a method sets it itself
  (below), and so are the three things Rocket.Chat's passed through: a static method of a manager
  (`WindowManager.open`), the enum case it is handed (`.subscriptions`), turned into a storyboard's
  name by a `switch self` in a computed property of the enum whose method instantiates that
  storyboard's initial controller (storyboards named by enums, below), and the extension's setter:
  **40 of 56 reached, 2 warnings** (20,000 states; the launch screen is no longer a scene), both
  W101 and false — the server connection and the username registration, made by
  `WindowManager.open(.auth(…), viewControllerIdentifier: "ConnectServerNav")` and a helper, whose
  identifiers are the manager's string parameters, which the import does not carry from the call.
  The sixteen scenes the explorer does not reach are the preferences (presented by a status menu
  made from a nib, no scene), the directory, a new room and a user's details (presented by code
  outside the scenes). The Corona-Warn-App (corona-warn-app/cwa-app-ios) reached 1 of 101: it
  launched in its launch screen, which its Info.plist also names as the main storyboard, while its
  app delegate, the first time the app becomes active, shows `RootCoordinator.viewController`, a
  plain `UIViewController()` made in a closure, whose child the coordinator swaps through an app
  extension, `embedViewController(childViewController:)`: a loading screen, then onboarding (a
  navigation controller) or home, a `UITabBarController()` it keeps and gives its tabs with
  `setViewControllers(tabs, animated:)`, `tabs` a local array of other coordinators' navigation
  controllers (`homeCoordinator?.rootViewController`, optional, `compactMap`ped), the home tab's
  rooted in `showHome` rather than a `start()`, its properties declared below the methods using
  them. Read as a root that swaps its child (below): 76 of 107 reached (20,000 states; 200,000
  reach no more), 27 warnings, all W101; with the closures its coordinators hand the methods that
  make their info screens (`infoScreen(dismissAction: { … push(overviewScreen) … })`, below),
  87 of 113 reached, 22 warnings; with the closure parameters the certificates tab hands on as
  they are (`dismiss: dismissAction`), 93 of 113 reached, 17 warnings; with the factory of a
  protocol its update onboardings conform to (`onboarding.makeViewController()`, below), **99 of
  116 reached, 14 warnings** (all W101, read one by one: five of the developer menu, which only a
  debug build shows, and a test's mock, true of the shipping app; eight screens coordinators show
  that the import does not reach — certificate reissuance and validation, data donation details,
  the scanner's info, the submission hotline, a trace location's check-in and type selection —
  false). Its generic `TopBottomContainerViewController` shows different children in each use (a
  child it is handed at making) and was one scene embedding all 34 of them, so three tabs shared
  one navigation declaration; read as a scene per making (below), 110 of 156 reached, 30
  warnings: the 14 above, and 16 screens each now in a container of its own whose showing call
  the import does not link, which the one container holding every child had reached (the error
  report a coordinator's `start()` pushes, the ticket validation the scanner starts, a trace
  location's configuration and details, the submission's TAN and thank-you screens behind its
  hotline) — false of the app, true of what is read. With a local declared with its class and
  given a making of it later read as that making (`var checkinsVC: ExposureSubmissionCheckinsViewController!`,
  then `checkinsVC = ExposureSubmissionCheckinsViewController(…)`, captured by its own closures),
  the containers made around such locals hold them: 120 of 163 reached, 28 warnings. With a lazy
  property's closure read for the controller it makes and returns, its locals followed (the trace
  locations' `lazy var overviewScreen: UIViewController = { … return topBottomContainerViewController }()`,
  which the coordinator's `start()` pushes), 138 of 172 reached, 22 warnings; with its tests'
  code left out (a test's mock controller was a scene), **138 of 171 reached, 21 warnings**: the five
  true ones (the developer menu) and sixteen screens behind calls the import does not link (the
  submission hotline and its TAN and thank-you screens, data donation details, the error report,
  ticket validation, certificate reissuance and validation, a check-in's editing). Since a local
  given a controller in each case of a `switch` is moved once per controller (2 December 2026), the
  developer menu's table pushes each of its 33 screens: **138 of 204 declared, 11 warnings**, the
  developer menu one W101 naming the screens reached only through it. ownCloud's card frame, made
  around its "more" list and around its license offers, now holds the list alone: the offers,
  presented through an extension's `present(asCard:)` on a parameter, which is not read, are no
  longer declared (39 of 64 reached); its account setup's progress sheet, presented from a local
  declared with its class, is declared now (39 of 65, one W101 more: the bookmark editor that
  presents it is not reached). Trust Wallet's root `NavigationController`, a view
  controller of its own made plain at launch, no longer embeds a token screen another making was
  given. The explorer fired `perform
  "ID" from Scene` for a child on screen while the scene's newest instance, which the statement
  names, sat in a tab not selected: 28 warnings of presenting on a view not in the window, none
  since it offers such a perform only where it names the instance on screen. Eurofurence (0 of 36) sets its
  window's root deep in a dependency-injection graph (`Application.configurePrincipalScene`, then
  an assembler and window wireframes). Two more shapes from those apps: Moonlight's Objective-C controllers present
  themselves on `[self activeViewController]` (the Objective-C reader has no self-presenting
  methods), and Firefox Focus's onboarding controllers come from a factory whose result a Combine
  pipeline presents.

## How a storyboard becomes flow

`Sources/FlowImport` reads the storyboard's XML, builds FlowLang's syntax tree and prints it with
the formatter; comments are placed by giving the formatter a skeleton source whose comment ranges
sit between the nodes. Element by element:

- **Scenes.** A `navigationController`, `tabBarController`, `splitViewController` or
  `pageViewController` becomes `navigation`, `tabs`, `split` (master → `primary`, detail →
  `secondary`; a column-style split view's `supplementaryViewController` and
  `compactViewController`, its style and `preferredDisplayMode` too) or `pages` (`transition
  pageCurl` unless the storyboard says `transitionStyle="scroll"`); a controller with container
  views becomes a `container` whose embed segues are `embed X [id "…"]`; every other controller —
  whatever its element — a `scene`.
  `title` comes from the controller's title or its navigation item's; `restoration`,
  `defines context`, `provides transition`, the controller's own `style` / `transition` and
  `size` (popover content size) from its attributes; a storyboard identifier that did not give
  the name is kept in a comment.
- **Names** come from the custom class (without its module), else the storyboard identifier,
  title or user label, else the element (`TableViewController`); a class several scenes share
  yields to their own identifiers or titles. Controls are named after what a person sees on them
  — title, system item, a cell's reuse identifier or label — else the segue identifier, else
  their kind; an accessory button is its cell's name plus `Detail`. Names are made valid
  (ASCII, camel case, no leading digit) and unique (`Detail2`), and never come from Interface
  Builder's random object ids, so re-importing a changed storyboard gives a readable diff.
- **Segues.** A segue on a button, cell, bar button item or gesture recognizer is
  `button`/`cell`/`item`/`gesture NAME -> …`, a cell's `trigger="accessoryAction"` is
  `accessory`, and a segue on the controller itself is manual: `segue "ID" -> …`. Kinds: `show`
  and old `push` → `show`; `showDetail` and old `replace` → `detail`; `presentation` and old
  `modal` → `present` with its `style` and `transition`; `popoverPresentation` and old
  `popover` → `popover`, with `anchor NAME` when the anchor is another control (a manual popover
  anchored to a view that is no control flow names is `anchor view`, the scene's own view, which
  gives UIKit the source it needs in regular width); `custom` → `custom D "Class"`;
  `unwind` → `unwind action`, the selector turned into a name (`unwindToList:` → `unwindToList`,
  `done:sender:` → `doneSender`). `animates="NO"` is `animated false`; a segue identifier is
  `id "…"`.
- **Storyboard references** to a storyboard on the same command line become `import "Other.flow"`
  and `Other.Scene` (or `Other` alone, its initial scene, without a `referencedIdentifier`) —
  both ways when two storyboards reference each other, as UIKit resolves them (flow files may
  import each other); a reference to any other storyboard becomes a placeholder scene titled
  `placeholder: Other.Scene` under a comment saying why.
- **Unwind actions.** The storyboard does not say who implements an action. `--sources` scans
  Swift (`@IBAction func name(_ segue: UIStoryboardSegue)`, labelled and `@objc(…)` variants) and
  Objective-C (`- (IBAction)name:(UIStoryboardSegue *)segue`) for classes and their superclasses,
  and gives each scene whose custom class (or an ancestor) declares an action an `unwind name`
  member; `shouldPerformSegue` / `canPerformUnwindSegueAction` overrides get a comment. An action
  nobody is known to implement gets a comment, and `flow check` a warning (UIKit would just find
  no destination).
- **Code that moves between scenes** (`--sources`). In each method of a scanned class, the calls
  that change the screen — `performSegue(withIdentifier:)`, `present(_:animated:)`,
  `show(_:sender:)`, `showDetailViewController(_:sender:)` and `pushViewController(_:animated:)`
  of a controller made by `instantiateViewController(withIdentifier:)` or by SwiftGen's
  `StoryboardScene.Main.profile.instantiate()` (its case is the identifier with a lowercase start;
  matched ignoring case), `dismiss(animated:)`, `popViewController(animated:)`, and their
  Objective-C spellings — are found in the order they run (Swift read with the compiler's parser;
  Objective-C read statement by statement, each variable holding what it was given —
  `[X new]`, `[[X alloc] init…]`, a navigation controller made around one, an instantiation from
  `self.storyboard` or `[UIStoryboard storyboardWithName:@"…" bundle:nil]`, through casts — and a
  message's argument read the same way; a call whose argument is not read takes the last
  controller the method instantiated from a storyboard). A
  presentation of a scene of the storyboard, or of one it imports, becomes a manual segue named
  after the method on every scene of that class (`segue "addTapped" -> present AddFeed`, with a
  comment saying where), so a script drives it with `perform "addTapped"` — a delegate's method,
  whose first parameter is unlabelled, by its whole selector (`segue
  "collectionView(_:didSelectItemAt:)" -> show AppViewController`: every collection view delegate
  method is `collectionView`). A push is the method's code, not a segue (`segue "postTapped" { push
  PostDetailViewController }`): no `prepare`, and where the scene is in no navigation controller
  nothing happens, as `navigationController?.pushViewController` of nil does, where `-> show` would
  present it modally (Ello's 46 false W104: methods of a base class that push, inherited by
  screens only ever presented). A pop made by a statement before the push, in the push's own
  block, is the push's first step (`segue "presentChatReplacingCurrentVC" { pop to root; push
  MessageViewController }`: Tinode opens a chat in place of the screens above its list; the
  Corona-Warn-App resets its diary to the root before it shows a day); a pop in another branch
  (GoMap's feature picker) or in a callback is not (`PopsBeforePushes.swift`). A method of the
  app's extension of UIKit's class (`extension UIViewController`) is a segue of the classes that
  call it on themselves, in a method no subclass overrides, or connect a control to it, not of
  every view controller; one that code calls on another controller (Ello's navigation controller's
  `topViewController?.backGestureAction()`) stays every class's (`UIKitExtensionMethods.swift`; a
  table view controller inherits `UIViewController`'s extension too). NetNewsWire's
  `presentAccountError(_:dismiss:)` went from five screens that never call it to the nine that call
  `presentError`, and then to the five whose call writes the labels of its extension's
  `presentError(_:dismiss:)`: a call reaches a method of its name only when its labels are some of
  the method's, in order (leaving out defaulted ones), so the three account screens' calls of
  RSCore's `presentError(title:message:)` show no sign-in over themselves, where the explorer found
  the Feedbin sign-in growing on itself; the Corona-Warn-App's `dismissAllModalViewControllers`, which nothing calls, from
  124 screens to none. A performed segue, a
  dismissal, a pop and an identifier no storyboard declares become comments
  (`Tests/FlowImportTests/EdgeCaseTests.swift`, `codeTriggersBecomeManualSegues`). A segue the code
  performs that the scene lacks is a warning (UIKit raises 'Receiver has no segue with identifier'),
  unless another scene of its class has it, or the method is inherited from one of the app's classes
  and a scene of another class inheriting it has it: shared code performs it where it exists, under a
  condition the import does not read (passforios's add and edit screens share an editor class whose
  delete row, the edit screen's alone, performs `deletePasswordSegue`; Habitica's inbox and party
  chats share `MessagesViewController`'s guidelines segue). An identifier is a string literal, a
  local given one, or a constant or enum case of the app's; a local of another value names none,
  whatever constant shares its name (passforios's `let link = cellData[CellDataKey.link] as?
  String`, then `performSegue(withIdentifier: link!, …)`, named the segue `link` after the enum's
  case and drew five false warnings). An `@IBAction`
  connected to a control whose only move is one dismissal or one pop is the control's action
  (`item cancel { dismiss }`): a tap does what the app's does (NetNewsWire's 16 Cancel, Done and
  sign-in controls, GoMap's 22, DuckDuckGo's 16, Delta's 2). A controller a page view controller the
  class holds shows (`pageViewController.setViewControllers([web], direction: …)`) is embedded in
  the class's scene, where that page view controller is (NetNewsWire's article shows each
  article's web view so; it was drawn as a presentation before).
- **Navigation controllers made in code.** A controller made the root of a navigation controller
  in code (`UINavigationController(rootViewController: editor)`, or an app's subclass, or through a
  helper of the app's whose name says it makes one, `SJUIUtils.navController(for: editor)`) and shown
  that way gets one in the presenting scene's file, named after it (`navigation EditorNavigation {
  root EditorViewController }`, its root a reference when it is another storyboard's scene), and
  the presentation shows that: a `show` from it pushes, as in the app. An app's subclass is one whatever its
  name (Zotero's `NavigationViewController: UINavigationController`), made with a root or made empty
  and handed to a coordinator that roots it. A factory returning a tuple hands on the controller
  among its elements, and a caller's `.0` of its call is that controller.
- **View controllers made in code** (`Code.flow`). A class of the app whose superclasses end in a
  UIKit view controller, made with an initializer and presented, shown or pushed, is a scene
  named after the class, whose own methods' calls become its segues as for a storyboard scene of
  that class. Anything else made in code (an alert, an app's subclass of `UIAlertController`, a
  formatter) is no screen. A class of the app made with controllers as arguments (`[[SidebarContainer
  alloc] initWithMainViewController:navigation sidebarViewController:tags]`), which adds as a child
  what it was handed, embeds those controllers (Simplenote's sidebar container). Made with
  different children in different places (the Corona-Warn-App's generic
  `TopBottomContainerViewController(topController: info, bottomController: footer)`, made around 34
  screens), it is a scene per making, named after its first child in the container's name
  without `ViewController` (`DiaryInfoViewControllerInTopBottomContainer`) and holding that
  making's children only; each call that shows a making shows its scene (one scene holding every
  child would load and show them all at once). Makings are told apart by their children's
  classes (a view model handed beside them is no child). A call on a
  class's shared instance (`SPAppDelegate.shared().presentSettingsViewController()`) reaches that
  class's methods as a coordinator's. A method of such a
  screen whose only move is one dismissal or one pop is an action fired by its name (`segue
  "doneTapped" { dismiss }`): it has no control Interface Builder connects. So is such a method
  of a plain storyboard scene that none of its controls is connected to (a callback's, a
  gesture's); a container's stays a comment, as what it pops is usually a child's stack.
- **Apps made wholly in code.** With no storyboard, `Code.flow` holds every screen, and the app
  launches where its app or scene delegate sets the window's root (`window?.rootViewController =
  ListViewController()`, a `UINavigationController(rootViewController:)` around one, a
  coordinator's `navigationController`, rooted by what the coordinator's `start()` sets or pushes
  first, or UIKit's `UITabBarController()` given its tabs there, `tabs.viewControllers = [UINavigationController(rootViewController:
  FeedViewController()), ProfileViewController()]`, which becomes `tabs TabBarController { … }`,
  or an app's subclass of it that sets its own tabs as it loads, a `tabs` scene of that class, or
  a property of the delegate's declared with one of the app's view controllers);
  that launch is also taken for an app with storyboards that none names. Only the app's window
  counts (`window`, `self.window`): another window's root (a PIN lock shown over the app) is not the launch.
  The root may be set in a method the delegate calls as the app launches, or in the initializer
  of an object it makes then and hands the window (`MainCoordinator(window: window)`). A root that
  is no view controller made in code is the launch too: a hosting controller of the app's SwiftUI
  (`UIHostingController(rootView: ContentView())`, `initial SwiftUI.ContentView`) or a storyboard's
  scene (`UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()`).
  When Info.plist's scene manifest lists several scene delegates, the first one's root is read
  (the one UIKit connects when the app delegate does not choose). An app on SwiftUI's life cycle
  launches in the view its `App`'s `WindowGroup` shows (in `body` or another property of `some
  Scene`, an extension's included), when nothing else launches it (a watch app's `App` is not read).
- **A launch that depends on the app's state** (signed in or not, onboarded or not: the most common
  launch in the idioms surveyed): roots set in different branches of one `if`, `switch` or `guard`
  of the launch method — the statements after a `guard`, or after an `if` whose body returns, being
  the other branch — or chosen by `a ? b : c`, an `if` or `switch` expression, or a local given a
  controller in each branch. Which runs is state the import does not evaluate: the first root the
  code writes is the launch, and each other one a code segue of the scene it launches into, named
  after the delegate's method, `segue "application(_:didFinishLaunchingWithOptions:)" { set
  window.rootViewController = MainTabBarController }` — reached by the explorer, fired by a script
  with `perform`. Before, the other branches were dropped, and a screen made only there was not a
  scene (Tests/FlowImportTests/Fixtures/apps/Tabbed). Roots set one after the other are not
  alternatives (the first is read as the launch).
  A coordinator's roots set at launch in different methods of its own (`start()` showing a splash
  in a nested `showLaunchScreen()` and otherwise calling `showMainScreen(isLoggedIn:)`) are
  alternatives too, with the roots each one's own condition chooses among; a delegate's are not
  (UIKit calls its launch methods in a known order, and one it calls under `#unavailable(iOS 14)` is
  no state of the iPhone flow models). A launch storyboard (Info.plist's `UILaunchStoryboardName`)
  set as the root while the app starts is a splash: the app launches into the first other root
  set at launch, the splash one of its alternatives (Zotero). An alternative set by a method of the
  delegate's other than UIKit's launch methods on a window it makes there (`let window = UIWindow()`,
  eRouška's `setupInterface()`, run again when the locale changes) dismisses first: the new window
  shows, and what the old one's root presented goes with it (`{ dismiss; set window.rootViewController
  = … }`).
- **Roots replaced after launch.** A method that sets the window's root outside the app's delegates
  (a sign-in screen's `view.window?.rootViewController = MainTabBarController()`, a settings
  screen's `UIApplication.shared.windows.first?.rootViewController = …`, `keyWindow`, a
  coordinator's `window.rootViewController = …` in the method a screen's delegate call reaches) is
  a segue of the screen that runs it, `segue "done" { set window.rootViewController =
  MainTabBarController }` (<doc:UIKitModel#Replacing-the-windows-root>); two calls of one method
  setting the same root are one segue. A delegate's own is the launch's in its launch method; in
  another of its methods, which a screen calls when it is done (Yep's sign-in calling
  `appDelegate.startMainStory()` on a local cast to the delegate's class, `guard let appDelegate =
  UIApplication.sharedApplication().delegate as? AppDelegate`), it is that screen's segue, not a
  controller the delegate hands over. A coordinator's `window`
  is taken for the app's: Trust Wallet's splash coordinator, handed the protection window it shows
  over the app, declares its splash screen now, with a W101 (a window of its own is not modelled).
  Mastodon's sign-in, sign-out and account switching call `SceneCoordinator.setup()`, which sets
  the root again: eight more segues, and the explorer's warning where the welcome it presents is
  still presented then (UIKit would leave it over the new tab bar).
- **Storyboards named by enums.** An enum of the app's whose member makes a storyboard from the
  case (`var instance: UIStoryboard { UIStoryboard(name: self.rawValue, bundle: .main) }`, or
  `UIStoryboard(name: name, …)` of a property switching over `self`: `case .chat: return "Chat"`)
  names a storyboard by each case: `AppStoryboard.settings.instance.instantiateViewController(…)`
  is that storyboard's, and so are its methods that instantiate from the member
  (`AppStoryboard.Login.viewController(viewControllerClass: SignUpViewController.self)`,
  `Storyboard.chat.initialViewController()`). The idiom's `UIViewController` extension,
  `LoginViewController.instantiate(fromAppStoryboard: .Login)`, makes the class it is called on
  from the storyboard its case names (a case written without its type is the one enum of
  storyboards that has it). A method handed a case as a parameter (Rocket.Chat's
  `WindowManager.open(_ storyboard: Storyboard)`) makes, for each call, the storyboard the call's
  case names: a root set at launch or a segue of the screen calling it; a call naming no case makes
  nothing. A `UIWindow` extension of the app's that sets the root
  (`window.set(rootViewController: controller, withTransition: transition)`) is read as the
  assignment it makes. (Tests/FlowImportTests/Fixtures/apps/Boards.)
- **Other common ways of making a screen** (Tests/FlowImportTests/Fixtures/apps/Idioms): a generic
  `UIStoryboard` helper whose result's type the declaration gives (`let detail: DetailViewController =
  storyboard!.instantiateViewController()`), one taking the class on the controller's own storyboard
  (`storyboard!.instantiate(ProfileViewController.self)`), R.swift's generated accessors
  (`R.storyboard.main.detailViewController()`, `R.storyboard.settings.instantiateInitialViewController()`),
  Reusable's protocols, whose source is a dependency's (`StoryboardSceneBased`: `X.instantiate()` is the
  scene of X's name in its `sceneStoryboard`; `StoryboardBased`: the initial controller of the
  storyboard named after X), a property made by a cast instantiation (`lazy var history = … as?
  HistoryViewController`) pushed later, and a local bound to a property (`guard let vc = detailVC`).
  The `modalPresentationStyle` the code gives a controller before presenting it
  (`compose.modalPresentationStyle = .fullScreen`) is the segue's `style`. A call on a cast
  (`(… .delegate as? SceneDelegate)?.changeRootViewController(vc)`) is a call of that type's method,
  and a method setting the window's root to its parameter, a scene delegate's too, replaces the root
  with what its callers hand it. A controller handed to the object that moves it (a router's
  `push(vc)`, that root) is that move, not also a presentation of a controller "handed on".
  `navigationController?.popToRootViewController(animated:)` is `pop to root`. An empty
  `UINavigationController()` made the window's root and given its first screen after (a push, or its
  `viewControllers` set, in the same method) is the launch with that screen its root: the first push
  onto an empty navigation controller made there is its root, as UIKit makes it, not a move; one
  handed to another object's method that pushes its first screen (`router?.route(to: .root, from:
  navigationController)`) is rooted by the first push that call's walk reaches, under the case it
  names. A controller known only by its class (a tab bar subclass's tab kept in a property typed
  `HomeViewController`, set as its own `viewControllers` or with `setViewControllers(_:animated:)`) is
  that class's scene made in code, else the one scene of that class the storyboards declare (by its
  identifier, or as a storyboard's initial scene: Radar COVID's Home tab). A delegate's method another delegate's launch calls (the scene delegate's
  `AppDelegate.shared?.loadInitialScreen(initWindow: window)`, Radar COVID's) runs at launch, and the
  root it sets on the window it is handed is the scene's, not the app delegate's own. A
  router's case written with its enum's name (`route(to: Routes.detail, from: self)`, an enum the app
  declares) names that case as `.detail` does. A dependency-injection container's `resolve(X.self)`
  (Swinject) is what the closure `register(X.self) { … }` gives for X returns — a storyboard's scene,
  or X made in code — and X made in code where no registration is read. A tab bar controller
  subclass whose own `tabBarController(_:shouldSelect:)` answers false for a tab under conditions
  that only name it (its position, `firstIndex(of: viewController) == 2`, or its class, `viewController
  is X`) gets `select Tab when false`: the "centre button" tab whose tap opens something else
  (iNaturalist's Observe) is never selected; a refusal under a condition of the app's state is not read.
  A window's root that is a coordinator's computed property returning another of its properties
  (`var rootViewController: UIViewController { return self.navigationController }`, Jami's) is that one.
- **Split view controllers made in code.** An app's subclass of `UISplitViewController` that fills
  its own columns — `setViewController(list, for: .primary)` in its initializer or `viewDidLoad`,
  or `viewControllers = [list, detail]` — is a `split` scene of that class whose columns are what
  the code puts there (in the navigation controller the code makes around one; a view controller's
  own `navigationController`, read where the code made it, is that one; a scene of a storyboard
  is referred to). `super.init(style: .tripleColumn)` gives its style; a column set with
  `setViewController(_:for:)` makes it column-style without one (UIKit's method for column-style
  splits), `viewControllers` alone the classic split; `preferredDisplayMode = .oneBesideSecondary`
  in its own code is its `display`. A column another object fills is not read, unless that
  object keeps the split (below).
- **Containers an object keeps.** A coordinator that keeps UIKit's container in a property
  rather than subclassing it (`lazy var rootViewController: UISplitViewController = { … }()`,
  `let tabBarController = UITabBarController()`) fills it in its methods: what it sets as that
  property's `viewControllers` (a tab bar's tabs, a classic split's primary and secondary) or with
  `setViewController(_:for:)` (a column-style split's columns) is what the container shows, a
  navigation controller the object keeps listed there being the one its `start()` roots. The
  delegate's `window?.rootViewController = coordinator?.rootViewController` launches in that
  container (`split SplitViewController`, `tabs TabBarController` in Code.flow), the object known
  by the type the delegate declares the property with (Cryptomator's `var coordinator:
  MainCoordinator?`, also assigned a snapshot-only subclass under `#if`) or by what it makes in a
  local. A navigation controller's stack set by assignment (`navigationController.viewControllers
  = [list]`) is a push of its top, as `setViewControllers(_:animated:)` is; one made empty in a
  method and given its stack so shows its top when presented or shown.
- **A root that swaps its child.** A coordinator may keep a plain `UIViewController()` (declared
  `UIViewController`, made directly or in a closure) as the window's root and give it one child
  at a time: a loading screen at launch, then onboarding or home (the Corona-Warn-App's
  `RootCoordinator`). A child is added with `addChild` on that property or through a method of the
  app's extension of `UIViewController` that adds its parameter (`embedViewController(childViewController:)`).
  The property becomes `container RootCoordinatorViewController` in Code.flow: the child added by
  the method the delegate calls on the coordinator where it sets the root (or beside it,
  `setupUI(); showUI()`) is embedded; each method adding a child is a code segue of the container
  taking off whichever child is there and embedding its own (`segue "showOnboarding" { if
  exists(LoadingScreenViewController) { unembed LoadingScreenViewController } … embed
  OnboardingViewControllerNavigation in RootCoordinatorViewController }`), which `perform` and the
  explorer fire. A `UITabBarController()` the coordinator keeps and adds is `tabs TabBarController`
  with the tabs given by `setViewControllers(tabs, animated:)` (a local array, `compactMap`ped,
  `isHibernating ? nil : scanner` counting as the scanner); a tab may be another coordinator's
  navigation controller (`homeCoordinator?.rootViewController`), which shows what its initializer
  roots it with (`UINavigationController(rootViewController: infoScreen())` in a lazy closure),
  else the first stack a method gives it (`rootViewController.setViewControllers([home],
  animated: false)`, in `showHome` rather than a `start()`). `applicationDidBecomeActive` and
  `sceneDidBecomeActive`, and the delegate's own methods the launch methods call, count as the
  launch: an app may build its window the first time it becomes active.
- **Properties declared below the methods.** A type's stored properties are noted as the type is
  entered, so a method reads a property declared after it (a coordinator's `// MARK: - Private` at
  the end); a property of a type parameter of a generic class (`TopBottomContainerViewController<Top:
  UIViewController, …>`'s `topViewController: Top`) is of the parameter's constraint, so its
  children are those the initializer is handed. A class whose name contains
  `NavigationController` made with `rootViewController:` is a navigation controller around it
  (`NavigationControllerWithLargeTitle`), as one whose name ends so was.
- **Coordinators.** A view controller that tells its delegate or coordinator what a person did
  (`delegate?.presentAbout(self)`, `coordinator?.finish()`) moves as the methods it reaches do:
  those of the classes that are no view controller and conform to the property's protocol (or
  are its class), followed through their calls of their own methods and of other coordinators'
  (at most 32 methods from one call for each class it may reach, so that coordinators calling each
  other down a long chain keep the import linear), and into another class's method only when that
  method moves or calls one that does, by name (a log or a keychain that reads the settings is no
  way to a move because the settings read the premium manager, whose other method has a coordinator
  close the paywall). Where the app sets that property to a coordinator itself
  (`chooseFolder.coordinator = self`, or `DetailViewController(item: item, coordinator: self)`,
  the argument's label naming the property), the call reaches the classes that do so (and those
  inheriting from them), not every conformer; a method known by its name is the one called only
  when the call's labels are some of its own in order (`handleError(_:for:)` is not
  `handleError(error:)`). A bar button a coordinator gives a screen it shows, with itself as the
  target (`controller.navigationItem.rightBarButtonItem = UIBarButtonItem(…, target: self, action:
  #selector(add))`, in a method or in the closure a lazy property is made with), is such a call
  of the screen's, named after the action (`segue "add"`). So is a closure a coordinator (a
  class whose name does not end in `Controller` or `VC`) makes a screen with
  (`SettingsViewController(…, onNotificationsCellTap: { [weak self] in self?.showNotifications() })`,
  the Corona-Warn-App's way): its body is read as a method of the coordinator's, which the screen
  calls under the closure's label (`segue "onNotificationsCellTap"`; a trailing closure's is
  `closure`), and it is no longer read as the method that made the screen, whose move it is not;
  a closure given to a model the screen is made with (`HomeTableViewModel(onTestResultCellTap:
  …)`, a class whose name ends in `Model`) is reached through the screen's call of it, and is
  still read as the making method's too. A closure set on the screen after it is made, as a
  property the screen calls (`scannerVC.completion = { [weak scannerVC] _ in scannerVC?.dismiss(…)
  }`, KeePassium's QR scanner; `avatar.onCrop = { … }`), is the screen's the same way, named after
  the property (`segue "completion" { dismiss }`). A coordinator that makes the screen in a method
  of its own, handed the closures it passes on (`infoScreen(dismissAction: { … push(overview) })`,
  `DiaryInfoViewController(onDismiss: { dismissAction() })` inside it), has each labelled closure
  it hands its own method read also as a method, `infoScreen#dismissAction`, which a call of that
  closure parameter calls: the screen's `segue "onDismiss"` pushes the overview, in a lazy
  property's closure too; so does a screen handed the parameter as it is (`onDismiss:
  dismissAction`). A closure handed to any other object (a `Task`, a timer)
  runs by itself, and stays the making method's. (Names, since a class's kind is known only once
  every file is read: a screen class named otherwise keeps the closures as the making method's.)
  A presenter the other way round — no view controller, handed the screen that makes it as a
  protocol the screen adopts (`RootPresenter(view: self)`, `weak var view: RootViewProtocol?`), the
  shape of MVP and VIPER apps — calls the screen back (`view?.startModalStack(WelcomeView())`): what
  the screen's method does with the controller it is handed is the screen's, named after its call
  of the presenter (`segue "viewDidLoad" -> present WelcomeView`); a call back handing nothing
  adds nothing (the screen's own moves are its segues already). Lockwise's presenters call back so,
  through RxSwift binders the import does not read yet.
- **A screen's callbacks from the controller it shows.** A view controller that shows another often
  has that one call it back: it sets a closure on a property of the controller it made or holds
  (`customField.donePressed = { field in field.dismiss(…) }`, `(segue.destination as?
  SelectionViewController)?.itemSelected = { … pop … }` in `prepare(for:)`), or binds the other's
  delegate to itself (`pad.delegate = self`, `Pad(delegate: self)`) and implements the protocol's
  method (`pinViewController(_:pinEntered:) { dismiss(…) }`). What such a closure or delegate method
  moves (and what the methods of its own it calls move, which those methods also keep) is the shown
  controller's, named after its method that calls the property or the delegate (`item save { dismiss
  }` on the custom field sheet whose Done calls `donePressed?(self)`; `segue "keypadDone" { dismiss }`
  on the PIN pad; after the property when none of its methods does), and no longer the showing
  screen's, which had dismissed itself as it presented the sheet (MiniKeePass's settings, Delta's
  controller skins, DuckDuckGo's save-login and voice search sheets, Delta Chat's app picker). UIKit
  does the same either way for a dismissal (a presented controller's `dismiss` goes to its presenter,
  a presenter's dismisses what it presented); a pop, a push or a presentation is the same only when
  the showing screen shows the other within its own container, which the import takes only on proof:
  a storyboard segue from its scene to the other's that pushes (`show`) or embeds it, or a push, a
  show or a child in the method that set the callback. So the moves stay the showing screen's, as
  before, when they are more than dismissals and that proof is missing (NetNewsWire's account sheets,
  whose delegate pops itself under them; SwissCovid's event sheet, whose closure presents the new
  event's details once it is gone), when they step back and then move on (iNaturalist's tab bar
  dismisses its media picker, then presents the new observation: the second is made once the caller
  is gone), when they perform a segue, make something or call another object (a coordinator, whose
  walk stays the writer's), when closures set on the same property by different screens (or the
  delegates a call reaches) move differently, one of them not at all included, when the calling class
  is no scene of the import (Zotero's PDF document view, a child its reader makes in a way not read),
  and for a delegate method some call keeps or the delegate calls itself. A closure read apart still
  knows the controllers its method made and the names its capture list gives `self`; one set inside
  another such closure stays that closure's. Objective-C's blocks set on a property are not read so.
- **Navigation through event streams.** Apps built on RxSwift or Combine with coordinators often do
  not call their coordinator when a person acts: the view model emits a state on a subject
  (`stateSubject.onNext(WalkthroughState.welcomeDone(…))`, a relay's `accept`, a Combine subject's
  `send`), and a coordinator subscribed to it switches over the state and moves (`subscribe(onNext:)`,
  `bind(onNext:)`, `drive(onNext:)`, `emit(onNext:)`, `sink(receiveValue:)` given a closure with a
  `switch` over its value). Such a closure, in a class that is no view controller, is read apart as a
  method of the class's own, and each emission of a case of an enum of the app's calls every
  subscription switching over that case of that enum, naming the case, so that only that case's code
  runs: the screen calling the view model moves as the coordinator's arm does (`segue
  "proceedWithAccountCreation" -> present CreateAccountViewController`), as it does when it calls the
  coordinator itself. Which subject feeds which is wiring done at run time (Jami's coordinators forward
  every presented view model's stream into their own), so an emission is matched by its value: the
  enum it names (`AppState.allSet`, the enum the stream property is declared of —
  `PublishSubject<ListState>` — or the one enum of the app's declaring a case written bare) against
  the enum the subscription casts its value to (`as? AppState`), declares it of, or whose cases its
  switch names; an emission on the class's own stream that it subscribes to itself stays its own, and
  one reaching more than four subscriptions none. A subscription that hands the value to a method of
  the class's own (`{ [weak self] route in self?.navigate(to: route) }`) reaches that method under the
  case, which switches over it. A view controller's own subscriptions stay read as the method writing
  them (their moves are its own already), and an emission of a value that is no case written there
  (`dismissScreen.send(type)`, Session's) is not linked.
- **What the delegate has the root's holder do.** A delegate that roots the window in a coordinator's
  navigation controller (`window?.rootViewController = appCoordinator.rootViewController`) and then
  calls it (`appCoordinator.start()`, which shows a loading screen and then onboarding or the main
  list by the app's state) launches into what the coordinator roots it with; what those calls then
  present, push or show (but the root's own first screen) is the launch scene's, named after the call
  (`segue "AppCoordinator.start" -> show SmartlistViewController`), as a coordinator's presentations
  are when it sets the root itself (Jami). Conditions on the app's state are not evaluated, so a
  coordinator's guard against showing its main list twice is not either.
- **An interface controller's moves on the scene it keeps.** An app's shared object that is no view
  controller often keeps the window's root in a property and presents or shows on it for every screen
  (Nextcloud Talk's `NCUserInterfaceController`, whose `presentLoginViewController` presents the login
  on the split it keeps in `mainViewController`, called as `[[NCUserInterfaceController sharedInstance]
  presentLoginViewController]`). A presentation or show sent to such a property typed with one of the
  app's split view, tab bar or navigation controller classes (Swift's `mainViewController?.present(…)`, Objective-C's
  `[_mainViewController presentViewController:…]` with the property declared in its header) is made on
  that scene: the screens whose calls reach the method get it as `segue "addAccount" { present
  Code.LoginViewController on NCSplitViewController }`, and a file naming a scene of another storyboard
  so imports that storyboard (flow takes import cycles). Made on the split, not from the screen: UIKit
  refuses a presentation from a controller that presents one already, so the login's own "add account"
  does not stack a second login over the first (the explorer's warning says so). An Objective-C
  method's messages to the class's own methods (`[self presentLoginViewControllerForServerURL:nil
  withUser:nil]`) are followed as a Swift method's calls of its own are, and a message to a class's
  shared instance hands the controller it is given (`presentChatViewController:chat`, shown in the
  split's detail). A plain screen such an object keeps (a coordinator's feed list, a map view's main
  screen) is on screen only at times the import does not know: what is presented on it stays that
  scene's own segue, as before.
- **A helper's dismissal of the screen it presents.** A helper that is no view controller, keeping a
  progress or "loading" controller in a property, presenting it on the screen it is handed and
  dismissing it when the work ends (`loadingView.dismiss(animated:)`, Jami's `LoadingViewPresenter`), is
  dismissing that controller (UIKit asks its presenter to): the screen calling the helper stays, and
  the dismissal is no move of its. A dismissal sent to a property of the class's own that its members
  present is read so, and is the move of a screen whose call reaches it only when that screen is the
  kept controller (a coordinator's `rootViewController.dismiss(…)` when its screen asks, Stopp
  Corona's); the helper's presentation on the screen it is handed is not followed (the loading
  controller is no scene).
- **A protocol's factory.** A local bound to a call of the class's own method is of the type the
  method declares it returns (`guard let onboarding = nextOnboarding()`, `-> DeltaOnboarding?`);
  a method called on it (`onboarding.makeViewController()`) is that type's factory, and a factory
  of one of the app's protocols is each conforming class's method: presenting its result presents
  any of theirs (the Corona-Warn-App's four update onboardings, one segue each).
- **Scenes named by enum cases.** What a method does under a `case` of a `switch` over one of
  its parameters happens only for that case: a factory assigning or returning one controller per
  case (`case .profile: viewController = ProfileViewController()`) makes the case's controller, and
  a method moving by its transition parameter (`case .show: presenting.show(viewController, …)`,
  `case .modal: presenting.present(UINavigationController(rootViewController: viewController), …)`)
  makes the case's move. A call naming both as enum literals (`coordinator.present(scene:
  .profile(viewModel: model), from: self, transition: .show)`) is that one move of that one
  controller; a call passing a variable leaves the moves as they are and the factory unresolved.
  A move on the method's parameter (`sender.present(…)`) is the presenter's handed in, which does
  not yet follow the cases. A factory's controllers are its callers' only, not handed to every view
  controller holding the coordinator — unless the coordinator's own code names the case
  (Eidolon's `viewControllerForIndex(.mobileVC)`) or passes a value of its own (ownCloud's sidebar).
  A router that makes the case's controller in one method and hands it to another that moves it
  by the transition's case (SwiftHub's `Navigator`, a template many apps copy:
  `show(segue:sender:transition:)` calling `get(segue:)`, then a private
  `show(target:sender:transition:)` whose `case .navigation:` pushes `target`, `case .modal:`
  presents it in a navigation controller, `case .root(in: window):` makes it the window's root) is
  followed through both: each call's scene and transition pick the one move, and a call leaving
  the transition out takes the parameter's default (`transition: Transition = .navigation`). An
  app delegate's call whose move makes the window's root is the launch
  (Tests/FlowImportTests/Fixtures/apps/Navigated). What follows a switch over a parameter some of
  whose cases end in `return` runs for the other cases only (the router's `case .root(in:)` returns
  before the push after the switch), and a helper of the controller's own moving its parameter
  under such cases (`show(_ target:, as style:)`) makes, for each call, the move of the case the call
  writes (`show(DetailViewController(), as: .detail)` is a detail, not the `.modal` case's
  presentation).
- **Controllers an enum makes per case.** A member of an enum of the app's whose type is a view
  controller and which switches over `self` (`var viewController: UIViewController { switch self {
  case .home: return HomeViewController() … } }`, or SwiftHub's `getController(with:navigator:)`
  returning its private `controller(with:navigator:)`'s) makes, for `Tab.home.viewController`, the
  case's controller. A list mapped through such a member (`Tab.allCases.map { $0.viewController }`,
  `.map(\.viewController)`, `[Tab.home, .settings].map { … }`, a closure's `UINavigationController(
  rootViewController: $0.viewController)`) is one controller per case: the cases written, else every
  case in declaration order (`allCases`, or a list the code builds at run time, SwiftHub's
  `tabBarItems.map { $0.getController(…) }`: any run may list any of them). The enum is the one the
  list names, else the one enum declaring a view-controller member of that name (none when two do).
  A tab bar or split subclass made in a local and given its `viewControllers` there (`let split =
  SplitViewController(); split.viewControllers = [tabs, detail]`) has them as its own, and
  `strongSelf` and `weakSelf` are `self`, the names closures written before Swift 4.2 (SE-0079) bound it to
  (Tests/FlowImportTests/Fixtures/apps/Tabbed).
- **Static properties that make a controller** (`UIStoryboard.Scene.registerPickName`, a computed
  property of a struct nested in an extension of `UIStoryboard`; a controller's own
  `DetailViewController.instance`) are factories, as static methods are: what their getter returns
  is what they make (`Tests/FlowCLITests/ImportStaticFactoriesTests.swift`).
- **Objects that assemble and make screens** (dependency injection, Eurofurence's style). A method
  called on an object of the app's is followed wherever the object comes from: a local made there
  (`let factory = ScreenFactory(); factory.makeHome()`), one made in the call
  (`DetailFactory().makeDetail()`, `AppWindowWireframe(window: window).setRoot(home)`), or a property
  declared with one of the app's types or protocols, a struct's conformance included (a
  `WindowWireframe` whose one conformer is a struct setting the window's root). A storyboard kept in
  a stored property (`private let storyboard = UIStoryboard(name: "Schedule", bundle: .module)`) is
  the one its `instantiateViewController(withIdentifier:)` and generic helpers read, and a controller
  made and then returned in a navigation controller made around it is that navigation controller
  (Tests/FlowImportTests/Fixtures/apps/Assembled). Eurofurence still launches nowhere: its root is set
  by an observer of the app's state, called when registered, through a singleton's assembler.
  A call on a protocol runs in its conformers' subclasses too, whose overrides are what runs
  (KeePassium's `DatabasePickerCoordinator` overriding the file picker's delegate method that its
  superclass adopts), and an alert made in code that its own action's handler dismisses
  (`alertController.dismiss(animated: true)`) is not a dismissal of the screen.
- **Page view controllers of the app's.** A subclass of `UIPageViewController` is `pages X { … }`: its
  pages are the controllers it gives itself (`setViewControllers([first], direction: .forward,
  animated: false)`) and those its data source methods return, each class once, in that order,
  with the transition its `super.init(transitionStyle:navigationOrientation:options:)` names
  (`pageCurl` when it names none, as UIKit's `init()` has it). Before, what the data source returned
  was a controller "handed on", which flow presented.
- **Protocol extensions and facades.** The methods of an extension of a protocol the app declares
  are every conformer's own (`extension StatusCellDelegate where Self: DataSourceProvider`) where
  the conformer is also what `where Self: …` names (of the app's types; through the protocols its
  own inherit) and does not declare a method of that selector itself — since 6 December 2026, when
  Twidere's avatar menu (`extension NeedsDependency where Self: AvatarBarButtonItemDelegate`) was
  every screen's, a picker's own empty method included; a method two extensions declare under
  different conditions is kept where any of them holds. Its
  factories too (the `Storyboarded` idiom's `extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self }`, instantiating by `String(describing: self)`: `DetailViewController
  .instantiate()` is `DetailViewController` of its storyboard). A class property that is the class's
  name (`static var identifier: String { String(describing: self) }`, `className`,
  `NSStringFromClass(self)` with its module cut off) is the name of the class it is read on:
  `withIdentifier: DetailViewController.identifier`, `performSegue(withIdentifier: X.className, …)`
  (Loop's four false "no segue with that identifier" warnings are gone). A call
  of a static method on one of the app's types by its name (`Facade.openProfile(provider: self)`)
  is followed like a coordinator's, and a call on a property of another object
  (`provider.coordinator.present(…)`) is on the type the app declares every property of that name
  with, when they all agree. A subclass of a paging library's container (Tabman, Pageboy,
  XLPagerTabStrip, ICViewPager) embeds the controllers it makes as the pages of the page view
  controller the library runs, including those it returns as a list (XLPagerTabStrip's
  `viewControllers(for:)`: `[VenueTable(), Map()]`, `days.map { Sessions(day: $0) }`,
  `venues.map(VenueTable.init)`); one that only keeps them (an Objective-C subclass of ICViewPager's
  `ViewPagerController`, keeping `[self.storyboard instantiateViewControllerWithIdentifier:@"Updates"]`
  in a property its data source hands out) embeds the scenes its code names by
  storyboard identifier. A class extension of the library's class in the app's own sources
  (`@interface ViewPagerController ()`) does not hide the library (iNaturalist's news pager and a
  project's four tabs).
- **3D Touch's peek and pop.** What `previewingContext(_:viewControllerForLocation:)` returns is a
  preview UIKit shows while a finger presses, not a move: it is shown for good only by
  `previewingContext(_:commit:)`, so it is that method's move of the controller it is handed
  (`show(viewControllerToCommit, sender: self)`, a push), or nothing when the commit does what a
  tap does (trySwift performs the row's segue). A factory of the class's own that makes the
  preview is the preview's, not a controller handed on that flow presents.
- **Context menus' previews.** What a `UIContextMenuConfiguration(identifier:previewProvider:
  actionProvider:)`'s provider returns (a closure's value, or the class's method it names) is a
  preview UIKit shows above the menu while a finger holds a row, on no stack and no child of the
  screen: as a peek's, it is the move `…(_:willPerformPreviewActionForMenuWith:animator:)` makes of
  `animator.previewViewController` (Simplenote shows its editor), or nothing when that method does
  something else (Delta launches the game, NetNewsWire opens the article's browser)
  (ContextMenuPreviews.swift). Delta's game preview, kept in a property, was embedded in two
  screens, and NetNewsWire's article preview, a provider method's result, was presented; a
  storyboard scene shown only as a preview now says which method previews it and allows W101 (no
  path reaches it, rightly: NetNewsWire explores 45 of its 46 scenes, the 46th its preview). On the
  46 imports only those two apps change.
- **A presented controller its presenter dismisses.** A method that presents a controller and
  later, in a closure or a block, sends `dismiss` to that same controller (a progress or spinner
  screen while work runs, a sign-in sheet until it answers) dismisses it as UIKit does: the move
  is the presented screen's, a segue named after the presenter's method
  (`segue "RootsTableViewController.documentPicker" { dismiss }`), which the explorer fires and a
  script performs (PresenterDismissals.swift); before, it was a comment in the presenter and the
  presented screen could be a dead end. Only a controller the same method presents is read so.
  Of the 46 imports four change, each read against the code, their reach and warnings the same:
  Simplenote's spinner (account verification and deletion), Delta's Patreon tiers, Home
  Assistant's re-authentication sign-in and ownCloud's new document picker (whose cancel button
  is a bar button the presenter gives it with a closure) gain the segue, and Yep's profile loses a
  comment that it dismisses: it dismisses the Safari sign-in it presented, no screen of the app's.
- **The system's controllers' dismissals** (the twenty-fourth session). A dismissal sent to a
  picker, composer, Safari, share sheet, Siri shortcut sheet or alert flow does not import — a
  parameter declared as one (`picker.dismiss(animated: true)`), an Objective-C local declared as one
  (`UIAlertController *ac`), or `self` in a method handed one (`mailComposeController(_:didFinishWith:error:)`
  calling `dismiss(animated: true)`: the presenter dismisses what it presents, the composer) — is
  no dismissal of the screen; inside the completion of such a dismissal, `self`'s own is
  (SystemControllerDismissals.swift). On the 37 checkouts of the regression list it removed false
  `{ dismiss }` segues from seventeen of them, each in a picker's, composer's, Safari's or Siri
  shortcut sheet's callback or sent to an alert or action sheet.
- **Controllers chosen per case into a local** (the same session). An optional local declared
  `nil` or with no value and given a controller in each case of a `switch` or `if`, then shown once
  (`showDetailViewController(controller!, …)`, `if let c = lvc { push(c) }`: a binding of it is it),
  shows each; so does a storyboard identifier chosen so (`var identifier: String!`, or a ternary's
  two literals) and instantiated once. `showDetailViewController` shows each branch's, as push and
  show did.
- **A dismissal before the root is replaced.** A method that dismisses, itself or through a method
  of its class's it calls, and has the window's root replaced is `{ dismiss; set
  window.rootViewController = X }`: UIKit's dismissal does nothing where nothing is presented.
- **Properties given a storyboard's scene.** A stored or lazy property initialized with
  `UIStoryboard(name: "S", bundle: …).instantiateViewController(withIdentifier: "id")` (cast or
  not; or `instantiateInitialViewController()`) holds that scene wherever it is shown or wrapped,
  not a controller of the cast's class made in code.
- **Objective-C blocks and properties.** A block's assignments are read before its statement's
  calls, so a controller made in a completion or `dispatch_async` block and moved there is that
  move's; a property moved and given nothing in the method (`pushViewController:self.detail…`) is
  what the class keeps there, its lazy getter's scene among them; and a controller handed to a
  method of an object held in a local declared with an app's class (`SeafAppDelegate *appdelegate`,
  `[appdelegate showDetailView:vc]`) moves as that method moves its parameter, as a Swift call on
  such an object does.
- **Type methods presenting on the top controller.** A view controller's type method presenting a
  new controller on whatever is on screen (`static func open()` walking `presentedViewController`,
  presenting on the top one or its `presentingViewController`, a `??` of two such) is a
  presentation over the app, as a service's is, not the class presenting itself.
- **The code the app compiles** (the twenty-fifth session). The branches of `#if` the app's release
  build for an iPhone leaves out are not read (ActiveCode.swift, on swift-syntax's SwiftIfConfig):
  `#if targetEnvironment(macCatalyst)`, `os(macOS)`, `false`, and custom conditions as the app
  target's `Release` configuration sets them (CompilationConditions.swift: its
  `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` flags over the project's, its `.xcconfig` files,
  CocoaPods' adding `COCOAPODS`). Pyto launches its scene in `#if MAIN` and, in the `#else`, the
  splash of the stand-alone apps it exports; read both, the import launched Pyto at the splash.
  Of several app targets the one whose `INFOPLIST_FILE` is the app's Info.plist sets them; when
  that cannot be told, a condition only some set (Threema's Work and OnPrem apps') is undecided,
  and an `#if` asking one, or asking a custom condition when no project is read, keeps every
  branch, as before. An app whose project XcodeGen generates from a `project.yml` (no `.xcodeproj`
  committed: eRouška's) has its app targets' release settings read from the spec (XcodeGenConditions.swift:
  the project's `settings`, each template's, the target's own, `base` then `Release`); of several, the
  one whose Info.plist is the app's, else the one whose bundle identifier every other extends (the
  store's `cz.covid19cz.erouska`, of which `….dev` is the development build) sets them, and a release
  configuration file a target names that is not committed leaves its conditions unknown unless the
  spec sets `SWIFT_ACTIVE_COMPILATION_CONDITIONS` itself (eRouška's debug menu, `#if !PROD`, is not
  the store app's). The shipped build has no `DEBUG`: the Corona-Warn-App's developer menu (38
  screens behind `#if !RELEASE`), Habitica's screenshot shortcut (`targetEnvironment(simulator)`)
  and GoMap's Mac menu are no longer the app's. A file is read to a nesting of 256 levels in every
  build: a debug build's parser stopped at 20 and silently lost the rest of the file (Siskin's
  chat sheet, with `swift run flow import`); past 256 the import says where it stopped.
- **The scene delegate's window.** Beside a scene manifest, a root the app delegate sets on a
  window of its own as it launches is no launch: that window has no scene and never shows (the
  iOS 12 fallback of Pyto and iSH, behind which the scene delegate's root had been lost).
- **Initializers called by name and helpers finding the top controller.** `UIStoryboard.init(name:
  bundle:)` is `UIStoryboard(name:bundle:)` (Mattermost's; read as nothing, or by identifier as
  another storyboard's scene). A function or computed property returning a controller whose body
  reads `presentedViewController` is whatever is on screen whatever its name (iMast's
  `UIApplication.viewController`, its quick action's new post), unless the app gives that name to
  something else returning a controller (a view's `viewController` up the responder chain).
- **Roots set only when the app's state says so** (the twenty-sixth session). A delegate's root set
  in the body of an `if` with no `else`, or a `guard`'s `else`, with no root for the other case
  (iSH's recovery mode, `if UserDefaults.standard.bool(forKey: "recovery") { window?.rootViewController
  = settings; return }`), leaves the storyboard the Info.plist names on screen otherwise: the app
  launches there, and the root set is the launch's alternative (a code segue of the storyboard's
  initial scene). Unwrapping the scene or window UIKit hands (`if let windowScene = scene as?
  UIWindowScene`), an `#available` and a choice by the device are no such condition. A split view
  controller the delegate makes where it sets the root and fills there (`let split =
  UISplitViewController()`, `split.viewControllers = [list, detail]` or `setViewController(_:for:)`)
  is the launch, as one a property keeps is (ChatSecure's, written in Swift; its Objective-C
  helper, handed the primary, is not read).
- **Helpers that make a container, or move onto one** (the twenty-sixth session). A method of the
  app's making a container of a library around its parameters and returning it (Mattermost's
  `RouterUtils.sideMenuContainer(center, leftMenuViewController: left, rightMenuViewController:
  right)`, setting each on a slot, `container.centerViewController = centerViewController`) is, at each
  call, the container made around the call's arguments (ContainerHelpers.swift). A push onto what
  such a container holds in a slot (`menuContainerViewController.centerViewController
  .pushViewController(about, …)`, from a menu in no navigation controller) is `push About on
  Main.NavigationController` when one controller was given in that slot (ContainerSlots.swift;
  <doc:Language>'s `push D on X`). An instantiating helper that is a type's static method called on
  that type (Rocket.Chat's `UIStoryboard.controller(from: "Chat", identifier: "Chat")`), or a function
  at a file's top level, makes what each call's arguments name; a method called on a shared
  instance a type keeps of another type (ChatSecure's `GlobalTheme.shared: AppTheme =
  DefaultTheme()`) is a method of that other type (SharedInstances.swift); a window's helper that
  sets the root and dismisses what the old root presented (Rocket.Chat's copy of the
  `UIWindow.set(rootViewController:withTransition:)` snippet) dismisses first (WindowRootHelpers.swift).
- **Objective-C calling Swift** (the twenty-sixth session). A message to a property reaches the type
  the header declares it with, `id<Protocol>` included (each Swift class conforming): Element's
  `[self.masterTabBarDelegate masterTabBarController:self wantsToDisplayDetailViewController:room]`,
  the room and the 21 screens behind it. Its controllers are handed under the labels Swift gives
  their pieces, and the Swift method is named by the whole selector, so of two sharing a first piece
  (ChatSecure's coordinator's `didSelectCompose` and `didSelectThread`) the one named runs. A message
  to a class of the app's handing `self` (`[PurchaseViewController showFrom:self]`) reaches the Swift
  type method it bridges to (`show(from:)`). A method definition with the declaration's `;` before its
  body (`- (void)tableView:…;` then `{`, which clang accepts and Element writes 34 times) is read.
- **Routers behind an extension of UIKit, and a router's other root** (the twenty-sixth session). A
  method of the app's extension of `UIViewController` that a screen calls on itself and that hands
  what it is given to another object (GitHawk's `route_push(to:)`: `router?.push(from: self, to:
  controller)`) is read as the screen's own calls, with what the screen hands it, named after the
  screen's method. A launch's other root that the same object sets in another method is a segue named
  after that method (Mattermost's router: `loadConversationScene`; Delta Chat's coordinator:
  `presentWelcomeController`), where it had been named after the launch's own.
- **A tab selected in code** (the twenty-sixth session). A screen setting its tab bar controller's
  `selectedIndex` to a number (OwnTracks' friends list: `tabBarController?.selectedIndex = 0` after a
  tap on a friend) makes the method's move `select 1` (the language counts tabs from 1); it had been
  dropped without a word. An instantiating helper that is an instance method of a type, called on its
  shared instance, an object made of it or a property holding one (Lockwise's
  `ViewFactory.shared.make(storyboardName:identifier:)`), makes what its arguments name.
- **The device and the library's superclass** (the twenty-sixth session). A move in the iPad's branch
  of a choice by the device (`userInterfaceIdiom == .pad`, `!= .phone`, `UIUserInterfaceIdiom.pad`, a
  flag named `isPad`) is none on the iPhone flow models (Rocket.Chat's emoji picker, pushed on an
  iPhone and a popover on an iPad, was both); a choice by the width class, which flow models, keeps
  both. A protocol extension's condition on UIKit's class (`where Self: UIViewController & …`) holds
  for a conformer whose superclass is a library's, where the app also extends that UIKit class
  (Rocket.Chat's chat screen, a pod's collection view controller subclass: its drawing screens).
- **Children added when the size changes** (the twenty-seventh session). A child a screen adds only in
  a method its `willTransition(to:with:)` or `viewWillTransition(to:with:)` reaches (not
  `traitCollectionDidChange(_:)`, which UIKit also calls as the view first appears) (xDrip4iOS's landscape chart) is no child from launch, flow's iPhone being upright: an action
  named after the method, `if !exists(Chart) { embed Chart in Home }`, and one taking it off, named after
  the method calling `removeFromParent()` on a property of its class, `if exists(Chart) { unembed Chart }`.
- **Navigation controller subclasses that make their own root** (the twenty-seventh session). An
  initializer that loads its root from a storyboard (Lockwise's `convenience init()`, by literals or its
  parameters' defaults and the call's arguments), fills `viewControllers` from a property it set, or a
  `viewDidLoad` that sets the stack (COVIDSafe's feedback flow): that root in a navigation controller.
- **A whole stack set in code** (the twenty-seventh session).
  `navigationController?.setViewControllers([tabVC], animated: true)`, or the assignment, listing only
  controllers the import knows, is `set navigationController.viewControllers = [Code.MainTabBar]
  animated true` (<doc:Language>), not a push of the last: COVIDSafe's onboarding leaves the stack.
- **Dismissals and pops of one method** (the twenty-seventh session). A control's action, or a method
  nothing connects, whose moves are all dismissals and pops: a dismissal and a pop in different
  branches of one `if`, ternary or `switch`, one in an `if` whose body leaves (`return`) and one after
  it, or one in a `guard`'s `else` and one after it (in Objective-C, whose branches are not parsed,
  with an `else`, `return` or `case` between them), either, written `if
  count(stack(navigationController(X))) > 1 { pop } else { dismiss }` (COVIDSafe's back button,
  NetNewsWire's `isModal`, GoMap's pop-else-dismiss); the same step wherever it is written, that step
  once (openhab's side menu dismissing in each case, xDrip's picker in each of its two handlers,
  Stepik's save in a `guard`'s `else` and in the closure its service calls); different steps written
  one after the other in one body, each in turn (Tinode's cancel, Simplenote's `dismissEditor:`); in
  separate closures or blocks, reached through a router's several methods, or more than eight, no
  action. A dismissal under `if
  let x = presentedViewController as? X` or `presentedViewController is X` is `if presented(Self) == X {
  dismiss }`; one under a condition on a property holding an alert is the alert's, no move (xDrip).
- **Roots set after the launch's work** (the twenty-seventh session). A root a delegate sets in a method
  its launch reaches only through a closure or a block (iNaturalist's loading screen, then, once its
  database is open, `dispatch_async(…, ^{ … [self showInitialSignupUI]; … [self showMainUI]; })`) is an
  alternative of the launch's root, a segue named after its method, as a coordinator's other root is;
  one set in the delegate's other methods without one stays none (UIKit calls its launch methods in a
  known order). Objective-C's `[self.window setRootViewController:x]` is the root set.
- **Launch screens and the scene manifest** (the twenty-seventh session). Storyboards named as the
  launch screen in an `xx.lproj/InfoPlist.strings` or marked `launchScreen="YES"` are left out
  (COVIDSafe's nine; Mastodon's and ownCloud's one); a scene-based app launches in its scene
  configuration's `UISceneStoryboardFile` before `UIMainStoryboardFile`, which only the iOS 12 launch
  reads.
- **Objective-C** (the twenty-seventh session). `popToRootViewControllerAnimated:` is a move (Moonlight,
  Monal, Simplenote); a message without arguments reaches no Swift method of that first piece with
  parameters (Simplenote's `[[SPAppDelegate sharedDelegate] simperium]` had reached
  `simperium(_:didFailWithError:)` and its sign-out); `performSegueWithIdentifier:` sent to another
  controller is not the sender's; a Swift local given an Objective-C class's `sharedInstance()` is of
  that class (MiniKeePass). SWRevealViewController's `sw_rear`, `sw_front` and `sw_right` segues
  (class `SWRevealViewControllerSegueSetController`), which the library performs as it loads, embed
  their destinations, the front last, on screen; UIKit's restoration class method makes no move.
- **Pages by identifier** (the twenty-seventh session). A storyboard's page view controller given no
  page has the scenes its own code names by storyboard identifier, in the order written: the
  walkthrough tutorials' `newViewController("onboarding-logo")` array in Swift (the page view
  controller subclass's string literals), iNaturalist's Objective-C loop over `@[@"…"]` and its
  `instantiateViewControllerWithIdentifier:@"…"` per tab; not what its own code presents, pushes or
  makes the window's root (a walkthrough's last button showing the app).
- **Smaller readings** (the twenty-seventh session). A controller that presents itself, kept in a
  property of the screen calling its method (`lazy var loadingFrame = storyboard?.instantiate…`, cast to its class,
  `loadingFrame.show()`), is presented by that screen. An implicit member named like UIKit's move
  (`return .performSegue(withIdentifier: "x", sender: self)`, a case of xDrip's row-action enum) is a
  value, not a call (a false "not linked").
- **Views handed in.** A view whose methods present is shown by the controllers that keep it (an
  outlet, a property they make); not by one handed it by its initializer's parameter (FSNotes' move
  sheet, kept the list's table view to reload it, had presented itself without end).
  iSH's progress screen, new here, loses its two false findings.
- **Controllers a screen keeps.** What a screen makes and shows through code the import does not
  read was a controller "handed on", which flow presented; it is the screen's child, embedded in it
  (ControllersKept.swift), when the screen keeps it:
  - a hosting controller it makes in a method of its own and neither presents, pushes, returns nor
    hands to an initializer or a helper named for a move: DuckDuckGo's nine prompts and details
    install their SwiftUI view through `installChildViewController(_:)`, a helper of its Core
    framework, which an import of the app's folder does not read. openHAB's drawer, the root of a
    side menu library's navigation controller, and DuckDuckGo's debug browser, handed to its
    `present(controller:fromView:)`, stay presented;
  - any controller it keeps in a property of its own, made there or by its own factory, and never
    moves: Mastodon's profile header and pages, which its paging library adds as children through
    the data source methods that return them (two false W104 gone, 6 warnings to 4), Open Food
    Facts' floating panel's content, DuckDuckGo's suggestion tray and tab bar, ownCloud's bookmark
    set-up steps, Aidoku's double page, and the pages Aidoku's reader appends to an array property
    (`pageViewControllers.append(contentsOf: pages.map { makePageController(…) })`) for its page
    view controller's data source to serve (its false W104 gone, 5 warnings to 4).
  On the 46 imports of the apps above only those six apps' files change, their reach the same.
- **Views that present.** A view subclass of the app (a map view, a text field, a cell) presents
  through the controller it is in; its presentations, pushes and shows become segues named
  `View.method` of the view controllers that hold it in a stored property or cast to it (a cell they
  dequeue), directly or through views they hold.
- **Helpers a controller makes and hands itself to.** An object that is no view controller, made
  in a view controller's method, and keeping a controller of that controller's class or of one of
  its superclasses (ownCloud's settings sections, made with `addSection(UserInterfaceSettingsSection(…))`
  and keeping `weak var viewController: StaticTableViewController?`; its passcode coordinator,
  made with `parentViewController: self`) moves on that controller: its presentations, pushes and
  shows become segues of the controller that made it, named `Helper.method`
  (`segue "UserInterfaceSettingsSection.pushLogSettings" -> show LogSettingsViewController`); not
  its dismissals and pops, which may be of what it presented itself. ownCloud reaches 40 of its 65
  scenes where it reached 26 of 64, with 24 warnings where it had 37.
- **Files no target builds.** A repository keeps files its Xcode project no longer builds: ownCloud
  (0ac09a30) keeps six, among them an old `ownCloud/Client/Actions/Action.swift` beside the
  `ownCloudAppShared` one its targets compile, which declares `MoreViewController`, and a
  `ClientDirectoryPickerViewController` of an older picker. The importer read them as the app's
  and declared two screens no build has. Since 6 December 2026 it reads the projects' build phases
  (`PropertyListSerialization` reads a `project.pbxproj`; each build file names a file reference
  whose path is its groups' paths joined) and leaves out a source or storyboard no target builds
  when the project names another file of its folder (a folder it does not name may be another
  project's) and no synchronized folder of Xcode 16 holds it; the summary lists them ("not
  read: …"). ownCloud now declares 63 and reaches 39 of them, no warnings.
- **Controllers whose view a scene shows.** A controller a scene makes or holds whose view it adds
  to its own (`view.insertSubview(miniPlayer.view, belowSubview: tabBar)`) without `addChild` is in
  no container, but its buttons work and what it presents covers the window: its pushes,
  presentations and shows become the scene's segues, named `Controller.method`. One the scene also
  adds as a child is a child.
- **Helpers that show what they are handed.** A method of the class's own, its superclasses',
  its protocols' extensions' or the app's extension of `UIViewController` that pushes or presents
  its parameter (`private func go(to controller: UIViewController)`, `presentFromRootController(_:)`)
  pushes or presents what each call of it hands it, followed through methods that pass their
  parameter on. An argument naming a property that another file of the class declares is what the
  class's methods store there, else the scene of the class it is declared with. A style the method gives
  its parameter before presenting it (`viewController.modalPresentationStyle = .formSheet`) is the
  presentation's, unless what the call hands it has one (Ello's profile badges and ownCloud's
  item actions are `custom` presentations so; OpenTerm's panels are popovers, anchored where the
  import cannot say, so presented plainly).
- **Presentations over the app.** A class that is no view controller (an app delegate, a manager,
  a repository, a view) presenting, pushing or setting a stack on whatever is on screen — the
  window's `rootViewController`, a `top…Controller` (`UIApplication.topViewController()`), what
  one of those presents (`.presentedViewController`), a local given one, or either branch of a
  choice between them — or calling, on a controller it made, a method that presents the controller
  on such a receiver (`FaintViewController().show()`), moves over whichever screen is up when
  something happens that no screen asks for. Which that is cannot be told; the scene the app
  launches into is on screen at some point, so it gets each such move as a code segue named
  `Class.method`, one per controller, with a comment saying how many places make it (the screen of
  the SwiftUI view, when a hosting controller is the window's root: Nextcloud Notes). So does a
  window's root such a class replaces through another object's method that sets it, where no
  screen's call reaches (ProtonVPN's navigation service hands its tab bar, or its onboarding, to its
  window service's `show(viewController:)` as its silent sign-in ends: `segue
  "NavigationService.setupTabs" { set window.rootViewController = Main.TabBarController }`), but for
  the launch's own root; a lazy property a method of the class's own makes (`lazy var
  tabBarController = { return makeTabBarController() }()`) holds what that method returns.
- **Controllers that present themselves.** A method of a view controller that presents `self`, or
  a navigation controller it makes around `self`, on another controller (`presenting.present(
  RSTNavigationController(rootViewController: self), …)`) is a presentation by each screen that
  makes the controller and calls that method (`editor.presentWithPresentingViewController(self)`),
  in that navigation controller; the two are joined by the method's name.
- **Helpers handed the presenter.** A method of any class that presents on one of its parameters
  (`viewController.present(controller, …)` in `presentOnboardingIfNeeded(from:)`), directly or
  through methods it passes the parameter on to — its own class's, or another object's (a
  coordinator telling its own delegate, `delegate?.didPressSettings(in: viewController)`: KeePassium's
  shape, two hops from the screen) — is a presentation by each controller that hands itself to it
  (`onboarding.presentOnboardingIfNeeded(from: self)`); the method is known by its name and
  argument labels, so two helpers' methods of one name with other labels are told apart; a call
  leaving out defaulted arguments names the method whose labels include its own in order; and a
  type method called on its class (`PickerViewControllerModal.displayPickerViewController(…,
  parentController: self)`) is that class's alone, where two classes declare it (xDrip4iOS's two
  pickers: every call had drawn a presentation of each, and the storyboard's picker, which only
  its own never-called method instantiates, is no longer reached). Cryptomator reaches 49 of 49
  since (4 December 2026): its account list's add button, handed on to the cloud's coordinator.
  So is a helper that makes a controller and hands its parameter to the
  controller's self-presenting method (Tinode's `UiUtils.showPermissionsEditDialog(over:…)`, calling
  the dialog's `show(over: viewController)`, which presents `self` on what it is handed).
- **Children added in code.** `addChild(child)` on the controller itself is `embed`, making the
  scene a custom container. The child is what the argument names: a controller made there, held
  in a property or a cast whose type names it (`UIHostingController<PromoView>` is that SwiftUI
  screen), a property declared with a general type that a method read before stores a controller
  in (`self.destination = storyboard?.instantiateViewController(withIdentifier: "tabs")`, cast
  or not, then `addChild(self.destination)` once launching finishes: the child, not also a
  presentation of a controller handed on), or a parameter: of an app's class, that class's scene (`attachTab(tab:
  TabViewController)`); of any controller type, whatever the class's methods hand the method
  (`install(controller: home)`), followed through methods that pass it on. A child added as the
  controller loads (`viewDidLoad`, `loadView`, `init`, `awakeFromNib`, `viewWillAppear`) is there
  from the start, as in the app; one added later (the browser tab a main screen attaches) is
  embedded all the same, with a comment saying when the app adds it: flow's containers embed as
  they load, and a screen the app shows must be reachable. A controller decoded by the storyboard
  in a `creator:` closure or an `@IBSegueAction` (`X(coder: coder, …)`) is that storyboard scene.
  A helper whose first parameter is unlabelled and of a class, with others after it, is known by
  its selector and its callers by its name: both meet (CovidCertificate's base class's
  `addSubviewController(_ vc: UIViewController, constraints: … = { … })`, called
  `addSubviewController(detail)`; Mastodon's search detail adds its history so, now a child: 64 of
  68 reached). A property declared with its class and given a controller of
  that class by a method read before (`private let detail: CertificateDetailViewController`, made
  in `init`) is that making, so its class is a scene where nothing else makes it. A tab bar
  controller subclass adding each controller as it loads has them as its tabs (Ello's
  `addChild(embed(homeController))`, whose own `embed(_:)` returns a navigation controller made
  around what it is handed: a tab in a navigation controller)
  (Tests/FlowImportTests/Fixtures/apps/Composed).
- **Libraries' controllers.** The import reads the app's sources, not its dependencies (`Pods`,
  `Carthage`, packages), so a library's view controller is no scene; what the app gives it is.
  A library's generic container at the window's root, specialized with the app's controller
  (`TabViewContainerViewController<TerminalTabViewController>(theme:)`), launches into that
  controller (GenericContainerRoots.swift). An app's subclass of a library's controller (its
  superclasses end in a class neither UIKit's nor a paging library's) that sets its own
  `viewControllers` has them as children, as UIKit's containers call theirs so (OpenTerm's
  terminal tabs, `self.viewControllers = [TerminalViewController()]` in a subclass of the TabView
  pod's `TabViewController`): each one, though such a container may show one at a time. A
  library's view controller (a class the app does not declare, named `…ViewController`, not
  UIKit's) made with one of the app's controllers stands for the first of them wherever it is
  shown, as a navigation controller made around a root does (PanelKit's `PanelViewController(with:
  historyViewController, in: self)`, presented, presents the history list): LibraryWrappers.swift.
  One made with controllers in arguments labelled as controllers' slots (a drawer's
  `DrawerController(centerViewController: center, leftDrawerViewController: menu, …)`,
  `[[SWRevealViewController alloc] initWithRearViewController:rear frontViewController:front]`)
  is a container embedding each (ContainersGivenChildren.swift): V2EX's root. So is one made with
  no controller and given them through properties named as controllers' slots, on the local that
  holds it (`container.centerViewController = center`, `container.leftMenuViewController = menu`:
  MFSideMenu's, Mattermost's root; the twenty-fifth session).
- **Composed screens' other moves.** A local declared above a `switch` or an `if` and given a
  controller in each branch (`let controller: UIViewController`, `case .dynamicSettings:
  controller = DynamicSettingsViewController(…)`) is pushed, shown or presented once per controller
  where the code moves it, each a segue of its own (Ello's settings; the Corona-Warn-App's developer
  menu, whose 33 screens were one), and added as a child once per controller, through `addChild` or
  a helper of the app's (Aidoku's reader adds the paged, scrolling or text reader its `switch` over
  the reading mode makes, through `add(child:below:)`; ownCloud's PDF outline, its contents or its
  thumbnails). One declared with one of the app's types (`let pageController: ReaderReaderDelegate?`,
  a protocol) holds what the branches give it, not that type's scene (the Corona-Warn-App's data
  donation onboarding, a navigation controller subclass declared first and made around its screen
  later: 137 of 205). The delegate's navigation controller kept in a property made
  around its first screen (`lazy var navigationController = NavigationController(rootViewController:
  HomeViewController())`, then `window?.rootViewController = navigationController`) is that screen in
  it, the launch's or one of its alternatives; one handed in (Trust Wallet's coordinator's) stays the
  scene of its class. A class giving its own `window` a new window (Pocket Casts' options picker, a
  window at alert level over the app's) sets that window's root, not the app's: no segue replaces
  the app's root there.
- **SwiftUI** (`SwiftUI.flow`). A `UIHostingController(rootView: View(…))` in
  the code (the view built there, held in a variable, inside a `NavigationStack`, or erased by
  `AnyView`) shows a screen with `hosting "View"`, wherever the code shows it: moved, or a tab, a
  column or the window's first screen of a container made in code. In each `View` struct the importer reads its
  `NavigationLink`s (`NavigationLink("Title") { D }`, `NavigationLink(destination: D) { label }`,
  `NavigationLink { D } label: { … }`; a link by value pushes what `navigationDestination` gives it,
  read there), `.navigationDestination(isPresented:)` and `(for:)` (each view it may push, a push),
  its `.sheet`, `.fullScreenCover` and `.popover` contents, the views of the app it shows in place
  (a `Section` written as a view of its own: its links are the screen's), the views its helper
  methods and computed properties return, what those it shows in place show (read as the body),
  and its `navigationTitle`. Of an `if` by the device or for Mac Catalyst, only the iPhone's
  branch is read. What a sheet shows is the app's view its content builds, through `Group` and a
  navigation container; a screen laid out in place (`List`, `Form`, `ScrollView`, the stacks,
  `Section`, `ForEach`) is no view of the app's, whatever views it holds (a spinner in a row), and
  modifiers under `#if` modify the view before them (a toolbar's close button is not shown). A link is `button LABEL ->
  show D` (the label the first string a person sees on it), a sheet a manual segue named after its
  binding (`segue "showsTips" -> present TipsView`). A view whose body is a `NavigationStack` or
  `NavigationView` is a container with `hosting` that embeds a navigation controller whose root is
  its content; a view whose body is a `TabView` (or one branch of the `if` its body is: a login
  view, else the tabs) that lists its tabs one by one — each a view of the app under its
  modifiers, inside a `NavigationStack`, or iOS 18's `Tab("Title") { … }` — is a container with
  `hosting` that embeds a tab bar controller of those views' screens, each titled by its tab item
  (`tabs ContentViewTabs { NotesViewInNavigation, SettingsView }`); a `TabView` built with
  `ForEach` over the app's tabs, or styled as pages (`.tabViewStyle(.page)`, a pager), shows its
  views in place as before; a `UIViewControllerRepresentable` is a container with `hosting` that embeds the
  storyboard scene (or the view controller made in code) its `makeUIViewController` makes. A view is
  a struct that conforms to `View`, to a protocol refining it (read in any file), or to one named
  like a view, or that has a `body` of some `View`. A view that shows a representable in place
  (a sheet whose body is the representable, with a title and a close button on it) embeds the
  scene the representable makes, as the representable's own screen does. A hosted view layered
  in a `ZStack` or grouped in a `Group` is the first view of the app's there (the rest is drawn
  over it: toasts, banners). An app's `@main struct …: App` launches the app in its first
  `WindowGroup`'s view when nothing else does, and, marked `@main`, even where Info.plist still
  names a storyboard: it is the process's entry, and SwiftUI's life cycle, built on scenes, makes
  each window's root from the `WindowGroup` (Yubico Authenticator names `Main`, which has no
  initial view controller). A sheet or cover the `App` puts on its `WindowGroup`'s content
  (`.fullScreenCover(isPresented: $notifications.showPIVTokenView) { TokenRequestView(…) }`) is a
  segue of the content's root view's screen.
  A hosting controller made around a placeholder, its root set afterwards (`let host =
  UIHostingController(rootView: AnyView(EmptyView()))`, then `host.rootView = AnyView(X(…))`), hosts
  the view set last before it is used (Monal's thirty factories). Objective-C calling a factory of
  an app's class, Swift's or its own (`[[SwiftuiInterface new] makeContactDetails:contact]`,
  `[[F alloc] init]`, a class method `[F makeSettings]`), moves what that method returns: the
  selector's first piece is the Swift method's name.
- **Adaptive presentation delegates.** A class whose `adaptivePresentationStyle(for:)` (or the
  `traitCollection:` one, which UIKit asks first) always returns one style (`.none`: a popover stays
  a popover on a phone) gives it as `adapts S` to the scenes it is the delegate of: the
  destinations of its presentation segues whose `prepare(for:sender:)` branch sets
  `segue.destination.popoverPresentationController?.delegate = self` (the identifiers the branch
  compares, the class it casts the destination to), and itself when it sets its own
  (`popoverPresentationController?.delegate = self`). OctoPod's seventeen popovers stay popovers
  on a phone. Presentations made in code and Objective-C's delegates are not read: those scenes
  adapt as UIKit's default does.
- **Search results controllers.** A class that makes `UISearchController(searchResultsController: X())`
  (its bar in its navigation item or its table's header) is a scene with `search results X`: a
  person's search (`search "a"` in `flow explore`) shows X, and X's own moves are reached from there
  (Nextcloud Talk's participant search). `definesPresentationContext = true` in the class's code is
  its `defines context`, as Interface Builder's box is. flow's `search results` names a plain scene
  of the same file, so a storyboard scene whose search shows a controller made in code (Talk's
  conversation list) gets a comment instead; a search controller without results controller shows
  them in the scene itself, which reaches nothing new and is not written. A search bar in a table's
  header is modelled as the navigation item's, so without `defines context` the explorer reports
  UIKit's "must have definesPresentationContext set to YES" there, which UIKit logs for a navigation
  item's search only.
- **Where it came from.** Before each declaration imported from a storyboard, `// from PATH:LINE`:
  the storyboard's path from the folder the file is written to and the line of the scene's element.
  `flow check` adds that place to every warning inside the declaration (text, JSON, SARIF).

## Figures

`flow import --app` with a release build (`swift build -c release`), timed whole by
five runs after a warm-up (median, with the range) on this 2-core machine,
with a fuzzer niced on one core beside it, at df53154 (at c3aac72, without the fuzzer, the first
three took 0.64 s, 0.45 s and 1.21 s):

| input | storyboards | source files | wall | peak memory |
| --- | --- | --- | --- | --- |
| GoMap | 12 | 218 | 0.88 s (0.76–1.07) | 38 MiB |
| Delta | 6 | 218 | 0.56 s (0.53–0.62) | 37 MiB |
| DuckDuckGo | 17 | 681 | 1.44 s (1.29–1.65) | 42 MiB |
| GoMap, GoMap's storyboards again under other names, and Delta, in one folder (exit 65: two launch screens would share a name) | 29 | 436 | 1.90 s (1.84–2.19) | 40 MiB |

At ae154d1, before SwiftUI and view controllers made in code were read, the same GoMap, Delta and
combined inputs took 0.38 s, 0.36 s and 0.63 s, in 35, 35 and 37 MiB. On the 30 November 2026 at
eb61357, with coordinators, enum-named scenes, protocol extensions and initializers read,
DuckDuckGo took 2.40–3.43 s (median 3.17 s) in 48 MiB (three runs, the machine otherwise
idle). Profiled with `perf record`: a seventh of it went to Foundation's `String.contains`, which
bridged every source file to an `NSString` to look for the restoration opt-in, and a fifth to
swift-syntax building expressions' whole text (`trimmed`) to compare them with `self`. Both gone
at fd1e25a, side by side with 6f5c76f (five runs of each in turn, a fuzzer niced on one core beside
them; this day's machine is slower than df53154's, so compare the ratios):

| input | fd1e25a | 6f5c76f | ratio | peak memory |
| --- | --- | --- | --- | --- |
| DuckDuckGo | 2.53 s (2.44–2.65) | 3.79 s (3.54–3.93) | 0.68 (0.64–0.75) | 48 MiB |
| GoMap | 1.58 s (1.21–1.86) | 2.34 s (1.90–2.50) | 0.64 (0.63–0.83) | 42 MiB |
| Delta | 1.01 s (0.94–1.09) | 1.49 s (1.08–1.64) | 0.68 (0.66–0.87) | 41 MiB |

Objective-C is read with regular expressions, and a Swift regex literal written inside a function
is parsed again every time the function runs: on 1 December 2026 Kodi Remote's import (Objective-C)
took 31.9 s and Moonlight's (moonlight-stream/moonlight-ios, 47 `.m` files) 11.9 s, three quarters
of it parsing the same dozen patterns. Each is now parsed once per reader (`ObjectiveCPatterns`):
three runs, release build, a fuzzer niced beside it, Kodi Remote 2.18 s (1.79–2.24) and
Moonlight 0.87 s (0.69–1.02), both in 37 MiB, the imports byte-identical.

On 6 December 2026 the importer began reading the Xcode projects' build phases and the readings of
that day's apps; `farm-bench -n 5` of `flow import --app` at fa75b357 against 087d0d75 (release
builds, a fuzzing campaign niced beside them): ownCloud 2.68 s, ratio 1.01 (0.94–1.18), 53 MiB;
OsmAnd, the largest import tried (2,939 files), one pair in the bench's time, 16.3 s against 18.7 s
and 93 against 103 MiB — the 28 files no target builds are no longer read. With the later readings
of that day (local closures read at their calls, coordinators' launches, factory closures), OsmAnd's
import at 9333f8f7 against 099389c4, one pair beside a niced fuzzing campaign: 18.4 s against 20.8 s,
105 against 115 MiB.

What is left of DuckDuckGo's import is swift-syntax's parser (a fifth) and walking the trees: the
reader walks each file's tree with several visitors (classes, helpers, SwiftUI, constants, type
paths), and the walks themselves are a third of the time.

The issue's bound is 10 s for a 30-storyboard app. The explorer on GoMap stops at
`--max-states` (its tag editor's feature picker pushes itself without limit, which the explorer
reports as growth); how far it gets in how much memory is the explorer's benchmark's business
(issue 53).

## Topics

- <doc:Commands>
- <doc:StaticChecks>

"""#,
        "Reliability.md": #"""
# Reliability

How flow is tested, and what it does so that a crash, a full disk, Ctrl-C or a hostile file
loses nothing: the test suite, fuzzing, the sanitizers, safe writes and the file policy.

## Overview

`.ci/run` is the whole suite: it installs what is missing (`.ci/setup`), builds, builds the
documentation with warnings as errors (`.ci/docs`), and runs every test. Fuzzing (`.ci/fuzz`), the
sanitizers (`.ci/sanitize`) and the scaling guard (`.ci/scaling`, <doc:Benchmarks>) take longer
and run apart. No test asserts a time: speed lives in `flow bench`.

## The test suite

### The front end

Lexer and parser unit tests; golden tests where each `.flow` input in
`Tests/FlowLangTests/Fixtures/diagnostics` sits beside the exact diagnostics it must produce
(`.expected`) — one file per error class — and formatter goldens in `Fixtures/format`; formatter
idempotence and round-trip over every example and every block of <doc:Language>, each of which
must also parse; a fuzz test that mutates the examples for thousands of iterations (deletions,
duplications, random bytes, truncation); inputs nested 10,000 levels deep, invalid UTF-8, an empty
file and a 10 MB file; the grammar, `grammar/flow.ebnf`, kept in step with the lexer's keywords
and the parser's productions. Each static check has a golden pair (`checks-W1xx.flow` triggers it,
`checks-W1xx-near-miss.flow` must not), and the checker's "did you mean" is tested on a
40,000-character name and a thousand unknown names.

### The model and the interpreter

The UIKit model has Swift tests of its own (`Tests/FlowModelTests`) and golden traces: every rule
of <doc:UIKitModel>'s Lifecycle, Containment, Presentation and Dismissal sections, and every
exception and warning, is a `.flow` file beside the exact trace `flow run` must print
(`Tests/FlowRuntimeTests/Fixtures/model`), and so are segues and unwinds (`…/segues`), state
restoration (`…/restoration`), transitions in time (`…/transitions`) and the interpreter's own
rules (`…/run`, `…/test`). Each golden is rendered through the reporters `flow run` and
`flow test` print with (`Sources/FlowKit/Reporting`): the file's diagnostics and static-check
warnings, the trace byte for byte, the runtime error, and `exit N` when the status is not 0. A
fixture whose first line is `// flow run --verbose` is rendered with layout events.

### The command line

The binary is snapshotted whole: each `Tests/FlowCLITests/Snapshots/NAME.snapshot` is a command
line (`$ flow test --format junit …`) followed by everything it printed on both streams and its
exit code, for every command and format, colour, usage errors and `--help` (durations are written
as 0). The REPL is driven through a pseudo-terminal (typing, Tab completion, history,
continuation lines, Ctrl-C, Ctrl-D); the language server is driven by headless Neovim when `nvim`
is installed; `InterruptTests` sends the binary SIGINT in each command that stops on it. The
terminal test once failed about one full run in five (the terminal was not yet in libedit's mode
when Ctrl-C was typed; fixed in e81ea29): since, 50 full runs of the suite in a row passed, every
test included, on 9f9df80 (648 tests, niced beside builds and a fuzzing campaign, 56–122 s each).

### The importer

Every storyboard in `Tests/FlowImportTests/Fixtures/storyboards` (real files from public
projects; `PROVENANCE.md` there gives each one's origin and licence) imports and checks, alone and
all together; golden files pin six imports (unwinds with sources, a triple-column split view,
references across three files, the old 2.0 format, old `modal`/`push` kinds, custom segues as
container relationships); hand-made storyboards cover each segue kind and each edge of the schema;
fuzzed XML (truncations, byte mutations, shuffled nesting) gives errors, never a crash. The four
real apps of the test data are imported whole and driven by a test past their first sheet
(`Tests/FlowCLITests/DrivingImportedAppsTests.swift`): Delta (three storyboards; the pause menu
from another file), GoMap (its upload sheet from the Changeset storyboard, pushing its login),
SWRevealViewController's example (the reveal controller's rear and front, its children as its
code makes them when it loads, the front on screen; a menu row's custom segue) and HabitRPG (Settings and Tasks, with a source file implementing the unwind action: the
fix-values sheet and its Cancel).

### The studio

`Tests/FlowStudioTests`: the API over real HTTP in process (a tap, undo, a sheet's layers, the
width switch, a greyed-out control and its why-not, live reload through an edit, a syntax error, a
deleted and a restored file, every malformed request, a thousand concurrent clicks on one session,
the session limit, the WebSocket's messages and the session it frees when the last one closes,
another site's page refused, a chunked body past the limit, `--host 0.0.0.0`, an import created
after the page opened); the page on every example and on two imported storyboards (segue catalog,
NetNewsWire), tapping every enabled control, tab and back button of the first screen; and the page
in a real browser: `flow studio` serving a copy of `examples/recipes.flow`, driven by Debian's
headless `chromium` through `chromedriver` and Python's `selenium`
(`Tests/FlowStudioTests/browser/studio_browser_test.py`): load, tap a recipe and see the detail
and its trace, undo, switch the width class, present the add sheet, edit the file and see the
page reload, break it and see the diagnostics; and the same page on every example and the two
imported storyboards (`studio_smoke_test.py`: the phone and the graph drawn, each enabled control
tapped and undone, no script error). Their screenshots are kept in `.build/studio-screenshots/`.
`.ci/setup` installs chromium, chromium-driver and selenium, and `.ci/run` sets
`FLOW_STUDIO_BROWSER=required`, so in CI a missing browser fails the test instead of skipping it.

### Growth, not time

Scaling tests (`Tests/FlowRuntimeTests/ScalingTests.swift`) build deep navigation stacks,
presentation chains, tap pushes, `D#N` queries, timeline pushes and push/pop loops with n and 2n
statements and compare the model's slot reads (a debug-build counter): a scan of every live
instance per statement fails them, whatever the machine's load. The checker has one of its own
(`Tests/FlowLangTests/QuadraticTests.swift`): a debug-build counter of the declared types handed
out by the list of every type, for `flow check`'s whole front end on each benchmark shape at n and
2n bytes — a walk of every type per statement quadruples it, and fails the test. Long sessions
count the statements replayed and the checkpoints restored (`SessionCheckpointTests`). The
scaling guard, `.ci/scaling`, does the same for every command on real time and memory
(<doc:Benchmarks>).

### The documentation and the repository

The documentation is tested like code: every public declaration of FlowKit and the libraries it
re-exports has a doc comment (`DocumentationTests`); <doc:Commands> names every option of each
command's `--help` and no other (`CommandsArticleTests`); <doc:GettingStarted>'s file and outputs
are real (`GettingStartedTests`); <doc:Embedding>'s snippets compile and run
(`EmbeddingArticleTests`); `flow help TOPIC` prints each article as the catalog holds it
(`HelpTopicTests`); and `.ci/docs` fails on any DocC warning, broken links included. The
repository is self-contained: nothing in it reads or cites a file outside it
(`SelfContainedTests`). The embedding example, `examples/embedding`, is built and run.

Golden files, snapshots and `Sources/flow/HelpArticles.swift` are refreshed with
`FLOW_UPDATE_GOLDEN=1 swift test`, which rewrites what differs and fails saying which, so that
every refresh is reviewed in the diff (<doc:Contributing>).

## Fuzzing

Seven in-process fuzz targets run under libFuzzer with AddressSanitizer, each with an oracle beyond
"does not crash" (`Sources/FlowFuzzing`):

| target | input | oracle |
| --- | --- | --- |
| `frontend` | any bytes as a `.flow` file | parse, check and format answer, every diagnostic inside the file; a clean file formats idempotently and `parse(fmt(x))` equals `parse(x)` up to ranges |
| `interpreter` | a clean file as written, else a generator of valid programs (containers, random styles, guarded taps, alerts and action sheets, pops, dismissals, swipes, size changes, preserve/restore) | two runs with a step limit give byte-identical traces (verbose, with times) |
| `repl` | lines and meta-commands | the loop ends only at the end of input; a refused input leaves the tree as it was; an accepted input, undone, restores exactly the snapshot and variables of before |
| `importer` | mutated real storyboards | refused with a message, or imported to one file that checks clean and is formatted |
| `app` | mutated apps: a storyboard and the Swift beside it (NUL-separated; without a NUL, one Swift file and no storyboard), read as `flow import --app` reads them | refused with a message, or imported to files that check clean together and are formatted |
| `archive` | mutated restoration archives read by `restore from` | refused with a message and the running app untouched, or restored; preserved and restored again, the same hierarchy |
| `lsp` | any byte stream to `flow lsp`, through the framing reader in chunks of a size the input picks | every message written is a JSON-RPC 2.0 object; a response answers a request that was sent, no more often than it was sent, with one of `result` and `error`; afterwards the server still answers a `shutdown` |
| `studio` | lines of requests to `flow studio`'s API (`POST /api/sessions/$/run {"statement": …}`) and edits of the file it serves | every answer has one of the API's statuses and a JSON body (an error's is one sentence); states and actions read back as the page reads them, of the session asked about, at the studio's version of the file, the phone's top layer last; every session opened answers at the end and closes |

Seeds and every input a campaign broke an oracle with are committed under
`Tests/FlowFuzzingTests/Corpus/TARGET/` (`regressions/`), and `CorpusReplayTests` feeds them to
the same oracles, so `.ci/run` replays them in about two seconds. The libFuzzer executables are a
separate package, `Tests/Fuzz` (an executable without `main` cannot be a target of the root
package; each hands over to `LLVMFuzzerRunDriver`), built in `Tests/Fuzz/.build-fuzz`. A campaign:

```sh
.ci/fuzz frontend                      # 1,000,000 executions, at most an hour
.ci/fuzz repl 200000 -max_len=2048     # options after the count go to libFuzzer
FLOW_FUZZ_TIME=600 FLOW_FUZZ_TIMEOUT=5 .ci/fuzz archive
FLOW_FUZZ_JOBS=2 FLOW_FUZZ_TIME=9000 FLOW_FUZZ_TIMEOUT=300 .ci/fuzz repl 500000   # two jobs, each 500,000
```

`FLOW_FUZZ_TIME` caps the campaign (seconds, default 3600), `FLOW_FUZZ_TIMEOUT` one input
(default 10), `FLOW_FUZZ_JOBS` runs that many jobs in parallel, each running the count given.
What a campaign finds goes to `Tests/Fuzz/.build-fuzz/artifacts/TARGET/`; once the bug is fixed,
copy the input into the committed corpus and `swift test` replays it for ever.

`FLOW_FUZZ_SANITIZERS=fuzzer .ci/fuzz archive` builds without AddressSanitizer (in
`Tests/Fuzz/.build-fuzz-plain`): the archive target runs 200–260 inputs a second there where
ASan's build ran 34–82 beside the same work, so a million fits in a session's afternoon instead of
six hours of a core. What it gives up is ASan's view of the unsafe code (the arenas, the packed
checkpoints, the controller table); what it keeps is every oracle and Swift's own traps on a bad
index, an overflow or an exclusivity violation, which release builds keep. Both kinds are in the
table below, said for each row.

libFuzzer's per-input time limit is wall-clock time, and a fuzzer niced beside a two-core build
gets no processor while the build runs: an input that takes 0.3 s alone then "times out" after 10.
On a shared machine give campaigns `FLOW_FUZZ_TIMEOUT=300` — a real hang is still caught — and run
the slow units libFuzzer reports (`artifacts/TARGET/slow-unit-*`) alone afterwards: each should
take well under a second. Idle, a target runs at 85–430 executions a second under ASan on one
core, the REPL at 60–85 (each of an input's up to 24 lines is checked as the whole storyboard
composed with it, in three sessions: the REPL's loop, and a session that takes new scenes the
quick way, undoing and rerunning every input, beside one that checks them whole), so the REPL's
million takes about two hours of both cores when nothing else runs (7,587 s for the last, beside builds).

The campaigns so far (2 shared cores with builds beside them, ASan, `ASAN_OPTIONS=detect_leaks=0:
malloc_context_size=0` so that allocations skip their stack traces, the fuzzer niced; each
campaign runs the code of the commit it was built at). Every target but `app`, new with the
importer's reading of Swift, has run a million executions in one campaign, on the commits named.
The session of 4 December 2026's fifth changed the model (presentation rules from two fidelity
hunts, 679bd40f to 16a9c8f0) and the checks (W120): the interpreter had its million on ec59b14b
(the model after which changed only in the wording of three warnings), the language server, the
studio and the archive on 16a9c8f0, the last code. The sixth left the model, the interpreter,
the REPL, the checks, the language server and the studio as they were (fd4e8317's code; it changed
the importer and the documentation) and gave the interpreter its million on that code, then
started the REPL's campaign on it.
The seventh gave the REPL its million on that code, its oracle reading an input's first 24 lines
rather than 48 (49bc892e): at 48 a million needed about three hours of both cores with nothing else
running, more than a session, and a campaign ends with its session. Every target of issue 51's list
had then had a million in one campaign on the code of its last commit. The app import has not had its
on this stage's last code (the longest, 658,200 on 43cb568).
The twelfth (5 December 2026) changed the model (a transition a hook starts in another's rest ends
after that rest, badb501f, its hooks' nesting bounded again, 240d7459; More and the tab bar's
delegate, 19d9d7b1 to ed39019d) and the importer (the walk through coordinators by method and per
class reached, 612a0861; SwiftUI sheets written in place, 6b4ec582; every target's launch screen,
58aea316), and ran:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `interpreter` | **1,000,000** (1,008,770) in 3,416 s (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, full test suites and imports of fourteen apps: 49–313 inputs/s; its corpus carried over) | 8aa84870 (the eleventh session's model, hooks' moves on `self`) | nothing |
| `interpreter` | 368,478 in 1,175 s (as above); stopped to take 240d7459 | 6b4ec582 (transitions a hook starts held until the rest ends) | nothing; the unbounded chain 240d7459 fixes (a `viewDidAppear` pushing its own scene ran until the step limit) was found by hand, not by this campaign |
| `interpreter` | 308,802 in 1,097 s (as above, beside a fresh-clone run of `.ci/run`); stopped for the session's last CI | 240d7459 (the chain bounded) | nothing |
| `app` | 96,106 in 1,559 s (as above, beside a fresh-clone run), then a timeout | eba6cac6 | **a hang**: storyboard XML pasted into a Swift file, a run of 37 `[` after an odd number of quotes on its line, which the bracket guard took for the inside of a string and swift-syntax's lookahead took minutes over; fixed by 77fc7c19 (an unclosed one-line string's text counts). The campaign's second timeout hung too, for another reason: a raw identifier (since Swift 6.2 a name between two backticks on a line may hold any character but a backtick; here the pasted XML's `sti…tion="list" … stingsTapped:" d` between two) holds five quotes, which the guard's own scanner read as quotes, and the run of 82 `[` after them as the inside of a string. The guard now counts the tokens of swift-syntax's own lexer, with a run of more than 12 refused anywhere (the thirteenth session); both inputs kept as `Corpus/app/regressions/unclosed-string-in-pasted-xml` and `raw-identifier-holding-quotes` |

The twenty-fourth (6 December 2026), on a new machine (the campaign's corpus started afresh from
the nine committed seeds), ran the `app` target, without ASan, one process, niced beside the
session's builds, test suites and the 37 checkouts' imports, first on the importer as it stood at
cec3bde2 (the twenty-third's last two readings, optional locals given a controller per case,
identifiers chosen into a local, system controllers' dismissals, a dismissal before a root replaced,
Objective-C blocks' locals, properties given a storyboard's scene, controllers' type methods over
the app, views handed in; <doc:RealApps>), then on 59fc8390 (a presentation on the top
controller's presenter, Objective-C properties moved, a dismissal through a method of the class's
own), its corpus carried over; the last two steps (a controller handed to a typed local's method,
the dismissals' reading made linear) at the session's end:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | 334,533 in about 34 min (`FLOW_FUZZ_TIMEOUT=60`, 166 inputs/s, peak 223 MB); stopped to take the session's last readings | cec3bde2 | nothing |
| `app` | 297,079 in about 26 min (as above, 193 inputs/s, peak 178 MB); stopped for the session's last CI | 59fc8390 | nothing |
| `app` | 295,430 in about 25 min (as above, 193 inputs/s, peak 178 MB); started after the twenty-fourth session's last CI | ab8998da | nothing |
| `app` | 457,179 in 40 min (`FLOW_FUZZ_TIME=2400`, `FLOW_FUZZ_TIMEOUT=60`, niced beside the twenty-fifth session's builds, 190 inputs/s, peak 198 MB; its corpus carried over) | cc235f5d | nothing. The session found by reading what the fuzzer had not: closures handed to a method of the class's own, nested in each other (`f(a: { f(a: { … }) })`), were each read apart again at every level, 12 levels 0.9 s, 13 levels 3.5 s, 14 levels 46 s in a release build (36432918: each is read apart once); kept as `Corpus/app/regressions/closures-handed-on-nested-30` |
| `app` | 465,759 in 40 min (as above, 193 inputs/s, peak 206 MB; its build started afresh, which the `.ci/fuzz` of 32f055bf now does when the sources change: a stale file list had failed it) | 32f055bf | nothing |
| `app` | 523,219 in 40 min (as above, niced beside the twenty-sixth session's builds, regression runs and audits, 217 inputs/s, peak 212 MB) | b3ae5424 | nothing. The session found by reading what the fuzzer cannot (its inputs are at most 5,447 bytes, where a quadratic run of blanks costs nothing to notice): the Objective-C scanner's time was quadratic in runs of blanks and in methods whose parenthesis never closes — 50,000 blank lines before a method 15 s (`(?m)^\s*`), 500 statements of 2,000 blanks 40 s (an assignment's lazy target before `\s*`), 600 messages with such a receiver or list 100 s (a lazy receiver before `\s+`), 200 moves after a parenthesis never closed 3.6 s (each argument read to the method's end); each linear now (8b44e373, 5c08d24a, 254cad2e, 0c7cc669: possessive patterns, selectors found from their last place, arguments read no further than any a person writes), 4× the input 3.7× the time, the shapes in `EdgeCaseTests.objectiveCOfAnyShapeIsReadQuickly` |
| `app` | 462,079 in 40 min (as above, niced beside the twenty-seventh session's builds, regression runs and audits, 192 inputs/s, peak 210 MB) | dc579018 | nothing |
| `app` | 431,380 in 40 min (as above, 179 inputs/s, peak 209 MB) | e2d227ca | nothing |
| `app` | 412,692 in 40 min (as above, 171 inputs/s, peak 219 MB) | 0e82a5bd | nothing |
| `app` | 81,948 in 8 min (as above, niced beside the twenty-eighth session's builds and regression runs, 170 inputs/s), stopped by a crash | 54e15cc5 | **a trap in swift-syntax 603's parser** (`precondition` in `reclassifyNewlineOfLastSegmentAsTrivia`: "The lexer should only add trailing trivia to a string segment if the newline is escaped by a backslash") on a Swift file holding `"\(@`, a line break, then `""""""V O"""` — in the importer since it reads Swift with swift-syntax (the session's first build traps too); its lexer alone does not show it, so a Swift file with six or more quotes in a row outside a line comment is now not read, and the import says so (`BracketDepth`, 7cda1284); input kept as `Corpus/app/regressions/swift-syntax-trap-six-quotes` |
| `app` | 272,243 in 25 min (as above, beside the session's last builds, regression runs and a fresh-clone `.ci/run`, 181 inputs/s, peak 373 MB; its corpus carried over) | 7cda1284 | nothing |
| `app` | 382,456 in 40 min (niced beside the twenty-ninth session's builds and regression runs, 159 inputs/s, peak 396 MB; its corpus carried over) | 1c9d69d2 | nothing |
| `app` | 366,260 in 40 min (as above, 153 inputs/s, peak 338 MB), the event streams, held-scene moves and Objective-C own calls in | bdfa0807 | nothing |
| `app` | 211,537 in 25 min (as above, beside two fresh-clone `.ci/run`s, 141 inputs/s, peak 372 MB), the session's last code (XcodeGen's spec, routed launches, class-only tabs) | ed782e50 | nothing |
| `app` | 163,386 in 20 min (niced beside the thirtieth session's sanitizer build, two fresh-clone `.ci/run`s and regression runs, 136 inputs/s, peak 341 MB; its corpus carried over), navigation controllers made with labelled arguments | 6586487d | nothing |
| `app` | 256,561 in 30 min (as above, 142 inputs/s, peak 342 MB), navigation controllers given their stacks by others | 15fe8b57 | nothing |
| `app` | 231,698 in 30 min (niced beside the thirty-first session's builds and regression runs, 128 inputs/s, peak 343 MB) | 3d62c996 | nothing |
| `app` | 243,699 in 30 min (as above, 135 inputs/s), the session's first eight import changes in | 316a9eac | nothing |
| `app` | 190,110 in 25 min (as above, 127 inputs/s, peak 346 MB), the declared return types, property chains, kept closures and tabs as initializer arguments in | 97245d18 | nothing |
| `app` | 170,189 in 30 min (niced beside the thirty-second session's debug and release builds and app imports, on a new machine: its corpus grew from the committed one again, 94 inputs/s, peak 198 MB) | ba128551 | nothing |
| `app` | 170,152 in 30 min (as above, 95 inputs/s, peak 171 MB), rootless navigation controllers' roots from code, locals' identifiers, a list's first, initializers named in a `map` | 8d8f92bd | nothing |
| `app` | 146,458 in 25 min (as above, beside a fresh-clone `.ci/run`, 97 inputs/s, peak 164 MB), the session's last code (list parameters, an initializer's makings, maps over an enum's cases) | 21b7e5b4 | nothing |
| `app` | 151,759 in 30 min (the thirty-third session, the corpus as the last left it, beside release builds and app imports, 84 inputs/s, peak 171 MB), the thirty-second session's last code | 4e944078 | nothing |
| `app` | 163,039 in 30 min (as above, 90 inputs/s, peak 174 MB), coordinator starts spelled `startWith…`, switches over the device, tabs built in a loop over cases | 00fdb3e9 | nothing |
| `app` | 105,704 in 20 min (as above, beside release builds, the app imports and a fresh-clone `.ci/run`, 88 inputs/s, peak 167 MB), containers given their child on a property, the cut calls' summary | 8df2e838 | nothing |
| `app` | 153,823 in 30 min (the thirty-fourth session, on a new machine: a corpus grown afresh from the committed seeds, 11,124 inputs added; beside release builds and app imports, 85 inputs/s, peak 194 MB), navigation subclasses beginning their own stacks, split columns handed to a method | cbfab02f | nothing |
| `app` | 118,509 in 20 min (as above, the corpus that campaign left, beside the app imports and a fresh-clone `.ci/run`, 98 inputs/s, peak 155 MB), SwiftUI presenters and wrappers, representables' factories and navigation controllers, rows handed a destination | c4f41881 | nothing |

The twenty-third (6 December 2026) ran the `app` target, without ASan, one process, niced beside
the session's builds, test suites and the checkouts' imports, first on the twenty-second's last
commit (its five last readings), then on the session's importer as it stood at 8bf068a5 (parameters
declared with a controller class, the launch coordinator's presentations, properties' navigation
controllers, tabs a method gives per case, generic superclasses; <doc:RealApps>), its corpus
carried over; the session's last two readings (locals given a class per branch, code after a
switch whose cases return) had none of their own:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | 770,523 in 90 min (`FLOW_FUZZ_TIMEOUT=60`, 142 inputs/s, peak 221 MB) | 189bf05b | nothing |
| `app` | 185,935 in about 22 min (as above, 138 inputs/s, peak 166 MB); stopped for the session's last CI | 8bf068a5 | nothing |

The twenty-second (6 December 2026) ran the `app` target, without ASan, one process, niced beside
the session's builds, test suites and the seventeen checkouts' imports, on the day's importer as it
stood at e680438f (tabs carried by values, children added to a handed controller, the launch through
objects, UIKit protocols' extensions; <doc:RealApps>); its first start never ran, SwiftPM having
kept the root package's old file list in the campaign's scratch folder ("cannot find
'TabsSetInCode' in scope"), which `.ci/fuzz` now notices. The day's last five readings (coordinators
handing a controller, the iPhone's enum case, pages set in initializers, closures installed on view
models, a parameter rebound by a cast) had a short campaign of their own at the session's end, its
corpus carried over:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | 444,681 in about 60 min (`FLOW_FUZZ_TIMEOUT=60`, 124 inputs/s); stopped for the session's last CI | e680438f | nothing |
| `app` | 147,685 in about 17 min (as above, 141 inputs/s); stopped at the session's end | 5e6ed20d | nothing |

The twenty-first (6 December 2026) ran the `app` target, without ASan, one process, niced beside
the session's builds, test suites and imports, on the twentieth's last commit (the campaign that
session's note counts 339,272 executions of stopped before its last two steps); the day's importer
(roots a state chooses, tabs set in code, helpers' wrappers; <doc:RealApps>) had no campaign of its
own before the session ended:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | 910,297 in about 120 min (`FLOW_FUZZ_TIMEOUT=60`); stopped for the session's last CI | d6da999e | nothing |

The twentieth (6 December 2026) ran the `app` target, without ASan, one process, niced beside the
session's builds, test suites and imports, first on the nineteenth's last commit, then on the day's
importer (a shared instance as a root, a split's kept tab bar, enum tab lists, locals hiding
parameters, protocol extensions' conditions; <doc:RealApps>):

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | 693,726 in about 90 min (129 inputs/s, `FLOW_FUZZ_TIMEOUT=60`); stopped to take the day's importer | 520f2214 | nothing |

The nineteenth (6 December 2026) ran the `interpreter` campaign the seventeenth's transition
queries were owed (`movingToParent(X)` and the other three; the generator asks them since a6c167b7),
then the `app` target on the day's importer (local closures read at their calls, launches through
coordinators and Objective-C objects, factory closures, files only another program builds; <doc:RealApps>),
both without ASan, one process, niced beside the session's builds, test suites and imports:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `interpreter` | **1,000,000** in 3,043 s (328 inputs/s, `FLOW_FUZZ_TIMEOUT=60`) | 099389c4 | nothing |
| `app` | 257,866 in about 41 min (106 inputs/s, `FLOW_FUZZ_TIMEOUT=60`); stopped to take a review's fixes | 0fffc230 (local closures, launches through coordinators and Objective-C objects, factory closures, membership by target) | nothing |
| `app` | 134,858 in about 16 min (139 inputs/s, as above); stopped for the session's last CI | efb2b1fd (the review's fixes) | nothing |

The eighteenth (6 December 2026) changed the importer where whole apps it had never seen were read
against their code (project membership, Objective-C branches, helpers and setters, roots set by a
delegate's observers and by helpers, split views' delegates, and more; <doc:RealApps>), and ran the
`app` target, which imports generated whole apps (without ASan, one process, `FLOW_FUZZ_TIMEOUT=60`,
niced beside the session's builds, test suites, imports and two fresh-clone runs; its corpus carried
over from run to run):

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | 122,578 in about 18 min (115 inputs/s); stopped to take the day's later readings | 7358b54e (project membership, the first Swift and Objective-C readings) | nothing |
| `app` | 164,761 in about 23 min (118 inputs/s); stopped to take the first review's fixes | 275cdb33 | nothing |
| `app` | 352,837 in about 43 min (136 inputs/s); stopped for the session's last CI | fa75b357 (the second review's fixes) | nothing |

The `interpreter` campaign the seventeenth's transition queries were owed was not run that day: the
day's changes were the importer's (the nineteenth ran it, above).

The seventeenth (6 December 2026) changed the model where three audits of its fidelity found it
apart from UIKit (a cancelled swipe back's `willMove(nil)`, a hidden tab bar's selection, traits
of a column an expanding split view shows, a container's transition in a timeline, a tap above a
sheet at a smaller detent, the order of two presentation warnings, a search field outside a
navigation bar and a pop under a presented search), the checker (names of controllers UIKit adds)
and the sessions' places, and ran (without ASan, one process, `FLOW_FUZZ_TIMEOUT=60`, niced beside
the session's builds and test suites; corpora carried over):

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `interpreter` | **1,000,000** in 3,620 s (276 inputs/s) | dbd46796 (the sixteenth session's last) | nothing |
| `interpreter` | 377,339 in about 34 min; stopped to fuzz the sessions | 38b13142 (the audits' model changes) | nothing |
| `repl` | 196,282 in about 37 min (87 inputs/s); stopped for the session's last CI | 37e08846 (the sessions' places and undo's launch error, the model's audits; the transition queries came after) | nothing |

The sixteenth (5–6 December 2026) changed the static checks' unwind resolution (8fa23641 to
7ec9d099) and where a session reports places (`WrittenPlaces`, 01cad08e, f4fc3e3c), and made the
`repl` oracle compare places too (runtime errors rendered where written, failed expectations with
theirs), and ran (without ASan, one process, `FLOW_FUZZ_TIMEOUT=60`, niced beside the session's
builds and test suites; corpora carried over):

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `frontend` | 267,221 in about 15 min (about 300 inputs/s), then a timeout that was not one: the campaign was stopped (`SIGSTOP`) for three minutes to time benchmarks, and libFuzzer counted the input in flight as hung (it replays in 0.1 s). A campaign is killed and started again for a quiet minute, never stopped | 8fa23641 (the checks' unwinds pointed in place) | nothing |
| `frontend` | 230,669 in about 13 min; stopped to fuzz the sessions | 76cabf76 (the unwind resolution's last change, 7ec9d099, and its figures) | nothing |
| `repl` | 124,787 in about 23 min (91 inputs/s) | 01cad08e (places where written) | **a difference of the quick and whole ways**, older than the day's change: `scene ASearch` beside a scene `A` with a search was taken by the quick check, which cannot see the scene whose search controller UIKit names `ASearch`, and refused by the whole one; a name of UIKit's shape now goes the long way (b339c410); kept as `Corpus/repl/regressions/search-controller-name-declared` |
| `repl` | 375,173 in about 75 min (83 inputs/s); stopped for the session's last CI | b339c410 (with f4fc3e3c's places; the session logic after it changed only which names of UIKit's shape go the long way, 4d42c786) | nothing |

A review of the day's change found five places the session still reported in a composition (a
declaration's own runtime error read through the check's composition rather than the program's;
a replay's refusal placed in the input rather than the earlier statement; a note in the input under
an error elsewhere; a composed source dropped while a place was left in it; `:reset` keeping the
origins of a declaration typed again word for word), fixed with tests in f4fc3e3c
(`WrittenPlacesTests`); the REPL corpus has a seed of hook errors and failed expectations in scenes
inputs declared (`Corpus/repl/written-places.txt`). A second review found b339c410 too broad (every
new scene of UIKit's name shape went the long way, quadratic over many) and a launch failure placed
in a replay's first statement, fixed in 4d42c786.

The fifteenth (5 December 2026) changed sessions (statements checked beside what they name and run
under the session's program, 159e360d; new scenes added to the program a statement names them in,
03624ab3; imports taken from the program, e53940f3) and so the `repl` target's oracle, which runs
every input both the quick way and the whole way and compares them, and ran it (without ASan,
`FLOW_FUZZ_SANITIZERS=fuzzer`, one process, `FLOW_FUZZ_TIMEOUT=60`, niced beside the session's
builds, test suites, scaling runs and a fresh-clone `.ci/run`; its corpus carried over; 80–100
inputs/s, where campaigns before ran 3–37, each line then checked as the whole storyboard):

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `repl` | 30,515 in about 5 min; stopped to take a review's fixes | 03624ab3 | nothing |
| `repl` | 85,959 in about 16 min; stopped to take perform's and the imports' changes | db2c14f2 | nothing |
| `repl` | 107,082 in about 22 min; stopped to take the owners an undo frees | e53940f3 | nothing |
| `repl` | 192,817 in about 34 min (93 inputs/s); stopped for the session's last CI | 7e8540fc (the session's last session logic; 9edc9b49 after it boxes the tables, with nothing else changed) | nothing |

Two reviews of the change (a second pair of eyes reading the code, each finding run both ways by
hand) found what the campaigns did not, as the oracle's files never change and its storyboard
imports nothing: a new scene named like an imported one resolved to the import once it joined the
program; undone scenes that had joined it still answered a control's owners; a hook's error near
the storyboard's start was taken for the input's; a file imported in a cycle put a stale index's
unwind actions in the quick check's table; an import changed on disk was not read anew. Each is
fixed with a test (`QuickWayReviewTests`, `ImportsOfQuickChecksTests`), and the REPL corpus has a
seed that declares, presents, unwinds and undoes new scenes (`Corpus/repl/joined-scenes.txt`).

The fourteenth (5 December 2026) changed the importer (objects standing for a controller,
Objective-C controllers handing themselves to Swift helpers, alerts' dismissals, Objective-C class
factories, 7c38dbe3 to 8495eca0) and ran (the `app` target writes Swift and storyboards, so the
session's Objective-C reading is tested by unit tests and real apps, not fuzzed):

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `interpreter` | **1,000,000** (1,003,690) in 3,485 s (as above, niced beside the session's release builds, four full test suites and imports of twenty-two apps: 117–206 inputs/s; its corpus carried over) | 0c77346c (the model as the twelfth session left it, 0345a965: the model's last commits had had no campaign) | nothing |
| `app` | 199,973 in 3,049 s (as above, beside a fresh-clone run of `.ci/run`, 27–85 inputs/s) | 2ef60a70 (objects standing for a controller, Objective-C selectors read as Swift's) | nothing |
| `app` | 4,926 in 304 s (as above); stopped to take 8495eca0 | 6f16ec9c | nothing |
| `app` | 129,997 in 1,306 s (as above, 53–73 inputs/s); stopped for the session's last CI | 8495eca0 (the session's last importer code) | nothing |

The thirteenth (5 December 2026) changed the importer (the bracket guard reads swift-syntax's
tokens, de3fdc93; closures a helper pushes, Objective-C blocks and selectors, navigation wrappers,
roots a factory chooses, 14565822 to 37c5dd49), and ran:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | more than 90,637 (the last count read, at 1,329 s; its log was not kept) in 2,284 s (niced beside the session's release builds, test suites and imports of twenty apps, 23–60 inputs/s; its corpus carried over), then a crash | de3fdc93 | **an import refusing its own output**: a mangled file ran a representable's `makeUIViewController` into a method hosting the settings view, so the settings view, which shows the representable in place, embedded its own screen (a relationship cycle): a representable is never read as hosting a SwiftUI view (9c10414d), input kept as `Corpus/app/regressions/representable-hosting-its-own-view` |
| `app` | 177,484 in 2,949 s (as above, beside three fresh-clone runs of `.ci/run`, 21–60 inputs/s); stopped for the session's end | 9c10414d (the representables mended; the factory alternatives after it, f02e7a8b and dbdf14a2, not fuzzed) | nothing |

The eleventh (5 December 2026) changed the importer's reading of Swift (labels of extension methods,
containers around a coordinator's navigation controller, SwiftUI views' calls, hosting helpers,
0476e90d to ae612b58) and, at its end, the model (a hook's moves are `self`'s, 95feb763), and ran:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `app` | 358,227 in 4,617 s, its whole campaign (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds, full test suites, imports of eleven apps after each change and three fresh-clone runs of `.ci/run`: 21–91 inputs/s; its corpus carried over, 7,200 inputs at the end) | 35da37f4 (SwiftUI views' calls followed; the three importer commits after it are not under it) | nothing |
| `repl` | 114,805 in about 1,540 s (as above, beside the session's first builds and a fresh-clone run); stopped for CI | 4b7fa288 (the tenth session's model) | nothing |

The tenth (5 December 2026) changed the model (a push while a push animates waits for it, e3f2b51e;
controllers out of the window catch up on a width change as they reappear, 4b739463) and the
importer's reading of Swift (a factory making `Self`, methods returning `self`, 174c2690), and ran:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `interpreter` | **1,000,000** (1,006,968) in 2,633 s (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, full test suites and imports of eight apps: 63–240 inputs/s; its corpus carried over) | 84b6b594 (the tenth session's model) | nothing |
| `app` | 340,300 in 2,726 s, its whole campaign (as above, niced beside two fresh-clone runs of `.ci/run`: 76–100 inputs/s; its corpus carried over) | 60e02899 (the importer's reading of a factory making `Self` and of methods returning `self`) | nothing |

The ninth (4–5 December 2026) ran the REPL's target on the eighth's model, then changed the model
again (a split view's detail of its own secondary, a popover's outside tap before iOS 13, sheet
detents before iOS 15, a child embedded off screen, a `select` under a presentation: d9dedf5a to
dc5603fb); the language server's target ran on that last code:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `repl` | 652,138 in 7,076 s (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, full test suites, imports of eight apps and a fresh-clone run of `.ci/run`: 9–107 inputs/s; its corpus grew from the committed seeds) | 825ce05a (the eighth session's model) | nothing |
| `lsp` | **1,000,000** (1,027,807) in 888 s (as above, niced beside the session's test suites and a fresh-clone run of `.ci/run`: 287–1,026 inputs/s) | 7a08895c (the ninth session's model) | nothing |
| `studio` | 845,129 in 1,531 s, its whole campaign (as above, niced beside the session's test runs: about 240–570 inputs/s; the time limit it was given ended it) | 157ac5de | nothing |

The eighth changed the model again (restoration's `applicationFinishedRestoringState`, a custom
presentation controller's size and trait callbacks, a quick action chosen from the foreground,
`viewWillTransition` under a full-screen presentation: 2fb1acde to ab83f830) and ran the
interpreter's target on it; the REPL, archive, studio and language server targets have not run on
that model:

| target | executions in one campaign | commit | found |
| --- | --- | --- | --- |
| `interpreter` | 457,514 in 1,436 s when this row was written (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug builds, full test suites and a fresh-clone run of `.ci/run`: 18–298 inputs/s; a new machine, so its corpus grew from the committed seeds, carried over from the campaign below); the session's end stops it | 55c53b72 (the model and the interpreter as the session leaves them; the commits after it change the importer, tests and docs) | nothing |
| `interpreter` | 379,396 in 1,824 s (as above, beside the session's builds, full test suites and a fresh-clone run of `.ci/run`: 51–182 inputs/s); stopped to fuzz the model's next change (ab83f830) | 230c7fc0 | nothing |
| `repl` | **1,000,000** (1,007,731) in 7,587 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`; each input's first 24 lines, 49bc892e; niced beside the session's release builds of the importer, imports of 59 apps three times and full test suites, then alone: 36–183 inputs/s; its corpus carried over, 3,999 inputs at the end) | 49bc892e (fd4e8317's REPL, FlowKit, model and interpreter; they are unchanged from it to the session's last commit, whose others change the importer, its tests and docs) | nothing |
| `repl` | 23,302 in 419 s (as above, but 48 lines an input: about 100 inputs/s idle, a million out of a session's reach) | fd4e8317 | stopped to read 24 lines an input (49bc892e) |
| `repl` | 258,065 in 4,712 s (as above, 48 lines an input, niced beside the session's builds) | fd4e8317 | nothing; the session's end stopped it |
| `interpreter` | **1,000,000** (1,005,460) in 4,472 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds of the importer, imports of 58 apps eight times, full test suites and three helpers' runs of `flow`: 25–388 inputs/s; its corpus carried over, 4,189 inputs at the end) | fd4e8317 (the model, the interpreter and the front end are unchanged from it to the session's last commit) | nothing |
| `archive` | **1,000,000** (1,033,262) in 1,636 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside a fresh-clone run of `.ci/run` and a helper's runs of `flow`: up to 457 inputs/s; its corpus carried over, 330 inputs at the end) | 16a9c8f0 (the archive, the model and the interpreter are unchanged from it to the session's last commit) | nothing |
| `studio` | **1,000,000** (1,001,160) in 1,827 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds and a helper's runs of `flow`: 194–343 inputs/s; its corpus carried over, 2,042 inputs at the end) | 16a9c8f0 (the studio, the session, the model and the interpreter are unchanged from it to the session's last commit) | nothing |
| `lsp` | **1,000,000** (1,029,008) in 473 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds and three helpers' runs of `flow`: up to 1,172 inputs/s; its corpus carried over, 1,915 inputs at the end) | 16a9c8f0 (the checks with W120; the language server, the front end and the checks are unchanged from it to the session's last commit) | nothing |
| `interpreter` | **1,000,000** (1,008,182) in 2,276 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, full test suites, explores of 58 imported apps twice and three helpers' runs of `flow`: 150–500 inputs/s; its corpus carried over, 3,817 inputs at the end) | ec59b14b (the session's presentation rules: a controller inside a popover, `automatic` as a form sheet, `style none`, chains of sheets, a tap beside a sheet; after it the model changed only the wording of three warnings, 81dd5e3f, 5955eee8 and 16a9c8f0) | nothing |
| `repl` | 85,859 in 1,420 s (without ASan, as below, niced beside the session's builds and test suites: 17–62 inputs/s; its corpus carried over) | 35a5ebdb (before the session's model changes); stopped to fuzz the interpreter on them | nothing |
| `studio` | **1,000,000** (1,016,787) in 2,350 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds of the importer, imports of 58 apps twice, full test suites and two fresh-clone runs of `.ci/run`, then alone: 2–535 inputs/s; a new machine, so its corpus grew from the committed seeds to 2,174 inputs) | cb5fcb56 (the studio, the session, the model and the interpreter are unchanged from it to the session's last commit, whose others change the importer, its tests and docs) | nothing |
| `archive` | **1,000,000** (1,009,976) in 2,304 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds of the importer, imports of 58 apps four times and full test suites: 2–508 inputs/s; a new machine, so its corpus grew from the committed seeds to 335 inputs) | cb5fcb56 (the archive, the model and the interpreter are unchanged from it to the session's last commit, whose others change the importer, its tests and docs) | nothing |
| `lsp` | **1,000,000** (1,000,665) in 760 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds of the importer, imports of 58 apps and full test suites: 73–1,557 inputs/s; a new machine, so its corpus grew from the committed seeds to 2,279 inputs) | cb5fcb56 (the language server, the front end, the checks and the model are unchanged from it to the session's last commit, whose others change the importer, its tests and docs) | nothing |
| `interpreter` | **1,000,000** (1,017,347) in 3,744 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds of the importer, imports of 53 apps eight times, full test suites and two helpers' imports of ten apps: 13–775 inputs/s; its corpus grew from the committed seeds to 4,457 inputs) | cb5fcb56 (after 18275b8f's controller by container; the language, the model, the interpreter and FlowKit's code are unchanged from it to the session's last commit, whose others change the importer, its tests and docs) | nothing: its two slow units, written while builds ran beside it, replay in 1.3 s each (110 MB at the peak) beside the next campaign |
| `repl` | 149,269 at 2,561 s when this row was written (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds, imports of 48 apps twice, full test suites and two fresh-clone runs of `.ci/run`, then alone: 14–58 inputs/s; its corpus carried over from the campaign below, its build folder made anew); the session's end stops it | db87e627 (after 18275b8f, 2eb170f4 and 156c07a8; the REPL, FlowKit, the language, the model and the interpreter are unchanged from it to the session's last commit, whose others change the importer and docs) | nothing: its three slow units, written while a fresh-clone `.ci/run` ran beside it, replay in 0.09–0.12 s each |
| `repl` | 253,332 in 5,459 s (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, imports of 48 apps seven times and of eight new apps, full test suites, callgrind runs and a fresh-clone run of `.ci/run`: 4–48 inputs/s; its corpus carried over from the campaign below); stopped to fuzz the session's last code, above | ff71a9e3 (before 18275b8f, 2eb170f4 and 156c07a8, above) | nothing: its four slow units, written while builds and a fresh-clone `.ci/run` ran beside it, replay in 0.10–0.11 s each |
| `repl` | 172,335 at 2,063 s when this row was written (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds of the importer, imports of 48 apps twice and a full test suite, then alone: 29–105 inputs/s; its corpus carried over from the campaign below, its build folder made anew, as the old one built the path dependency without the files added since); the session's end stops it | 5584917a (after the model's `show` of a navigation controller, 17fefda2; the REPL, FlowKit, the model and the interpreter are unchanged from it to the session's last commit, whose others change the importer, its tests and docs) | nothing |
| `repl` | 363,082 in 5,959 s (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, imports of 48 apps eight times, full test suites and two fresh-clone runs of `.ci/run`: 16–74 inputs/s, about 61 on average; its corpus of 3,951 inputs carried over from the campaign below); stopped to fuzz the model's change in 17fefda2 (a `show` of a navigation controller from inside a stack is presented) | 85824f0c | nothing: its four slow units, written while builds and test suites ran beside it, replay in 0.05–0.10 s each (79 MB at the peak) with the next campaign's binary |
| `repl` | 565,694 at 8,177 s when this row was written (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, imports of 48 apps four times, full test suites and three fresh-clone runs of `.ci/run`: 18–100 inputs/s, about 47 typical; a new machine, so its corpus grew from the committed seeds to 3,627 inputs); the session's end stops it | 85824f0c (the REPL, FlowKit, the model and the interpreter are unchanged from 168bbd65 to the session's last commit, whose others change the importer, its tests and docs) | nothing |
| `interpreter` | **1,000,000** (1,003,349) in 3,547 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, full test suites, imports of 46 apps and a fresh-clone run of `.ci/run`: 80–460 inputs/s; its corpus grew from the committed seeds to 3,908 inputs) | dc5823ae (after 5573f8c3's scene numbers; the model and the interpreter are unchanged from it to the session's last commit but for a comment and an unused function, afdf1588) | nothing |
| `studio` | **1,000,000** (1,010,420) in 4,141 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, callgrind runs, full test suites and imports of 46 apps: 43–354 inputs/s; a new machine, so its corpus grew from the committed seeds to 2,061 inputs) | 3c1bd319 (the studio, the session and the interpreter are unchanged from it to the session's last commit; the model's scene lookups changed in 5573f8c3) | nothing |
| `archive` | **1,000,000** (1,013,513) in 2,936 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, full test suites, imports of 50 apps and a fresh-clone run of `.ci/run`: 88–390 inputs/s; its corpus grew from the committed seeds to 352 inputs) | acb50bfa (the archive, the model and the interpreter are unchanged from it to the session's last commit) | nothing |
| `lsp` | **1,000,000** (1,014,307) in 889 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, full test suites and imports of 50 apps: 440–1,130 inputs/s; its corpus grew from the committed seeds to 2,298 inputs) | acb50bfa (the static checks' last change, a navigation or split view controller's own `show` and `detail`; the language server, the front end and the checks are unchanged from it to the session's last commit) | nothing |
| `interpreter` | **1,000,000** (1,009,522) in 3,766 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, full test suites, imports of 50 apps and a fresh-clone run of `.ci/run`: 49–390 inputs/s; a new machine, so its corpus grew from the committed seeds to 4,177 inputs) | 2b2bbd46 (the language, the model, the interpreter and FlowKit's code are unchanged from it to the session's last commit, whose others change the importer, the static checks, tests and docs) | nothing |
| `lsp` | **1,000,000** (1,017,579) in 900 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, full test suites and imports of seven apps: 350–1,210 inputs/s; a new machine, so its corpus grew from the committed seeds to 1,955 inputs) | 6759c2a (the language server, the front end, the checks and the model are unchanged from it to the session's last commit, whose others change the importer, its tests and docs) | nothing |
| `lsp` | 1,016,876 in 744 s (as above) | ed5fcfb (the checks changed after it, in 6759c2a) | nothing |
| `interpreter` | 163,006 in 1,372 s when this row was written (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside a fresh-clone run of `.ci/run`: 69–180 inputs/s; its corpus carried over); the session's end stops it | bc86fc5 (the model as the session left it; the commits after it change docs) | nothing |
| `interpreter` | 258,839 in 2,078 s (as below, niced beside the session's builds, full test suites, imports of 39 apps, three helpers' runs of `flow` and a fresh-clone run of `.ci/run`: 25–180 inputs/s); stopped to fuzz the review's fixes to the model (bc86fc5) | bdf1d41 (the current-context walk, the collapsed split's back, the tab bar's `didSelect`) | nothing |
| `interpreter` | 361,442 in 2,065 s (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, imports of 39 apps, full test suites and two helpers' runs of `flow`: 68–168 inputs/s; its corpus carried over); stopped to fuzz the model's next changes (the current-context walk and the collapsed split's back, 33f1fa4; the tab bar's `didSelect`, bdf1d41) | 87221c4 (the packed checkpoints' scene numbers and the event texts' memo) | nothing |
| `app` | 72,415 in 1,377 s (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds and full test suites: 28–52 inputs/s; its corpus carried over); stopped to fuzz the interpreter, whose model the session changed (the packed checkpoints' storyboard numbering, 718cf18, and the event texts' memo, 87221c4) | 3295f83 | nothing |
| `archive` | **1,000,000** (1,003,115) in 4,324 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds of the importer, imports of 35 apps, full test suites and two fresh-clone runs of `.ci/run`: 66–300 inputs/s; its corpus grew from the committed seeds to 366 inputs) | 5e2a59f (the archive, the model and the interpreter are unchanged from it to the session's last commit) | nothing |
| `interpreter` | **1,000,000** (1,012,424) in 4,991 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds of the importer, imports of 35 apps and full test suites: 54–293 inputs/s; its corpus of 2,500 inputs carried over, 4,053 at the end) | 5e2a59f (the push in the app's code that does nothing outside a navigation controller included; the interpreter, the model and the front end are unchanged from it to the session's last commit, which changed the importer, its tests and docs) | nothing |
| `lsp` | **1,000,000** (1,003,235) in 923 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside a fresh-clone run of `.ci/run`: 400–1,010 inputs/s; its corpus carried over from the campaign below) | 4dc39c8 (the routing check over a control's code included) | nothing |
| `repl` | 113,090 in 1,653 s (without ASan, fork mode with two workers, niced beside the session's builds, full test suites and a fresh-clone run of `.ci/run`: 21–69 inputs/s; its corpus from the committed seeds); stopped for the language server's campaign on the last code | 34a0ca1 (statements between new scenes run under the lagging program, `Session.runBesideNewScenes`, which the oracle compares with the whole way) | nothing |
| `lsp` | **1,000,000** (1,034,408) in 854 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds and full test suites: 410–990 inputs/s; a new machine, so its corpus grew from the committed seeds to 2,166 inputs) | 23fbe1d (the language server, the front end and the graph are unchanged from it to the session's last commit; the commits after it change the REPL's session, tests, docs, and the routing check over a control's code, c1ed055) | nothing |
| `app` | 37,112 in 424 s (without ASan, fork mode with two workers, niced beside full test suites, 26–34 inputs/s, its corpus from the committed seeds); stopped for the language server's campaign, which could end within the session | 4ce8c1a (the importer's last change: a push in code is the method's `push`) | nothing |
| `interpreter` | **1,000,000** (1,018,129) in 5,458 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, full test suites, the scaling guard and a fresh-clone run of `.ci/run`: 35–300 inputs/s, about 215 when the machine was otherwise idle; a new machine, so its corpus grew from the committed seeds to 4,443 inputs) | 45ebd2e (the interpreter, the model and the front end are unchanged from it to the session's last commit, which changed the graph, the static checks, the studio's firable edges, the bench shapes and docs) | nothing |
| `app` | about 111,000 in 86 min when this row was written (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, release builds of the importer, imports of 31 apps, full test suites and two fresh-clone runs of `.ci/run`: 1–20 inputs/s; its corpus carried over); the session's end stops it | 688f673 (the importer changed after it: composed screens, 2 December 2026) | nothing |
| `interpreter` | 532,260 when this row was written, in 93 min (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's debug and release builds, imports of 31 apps, full test suites and a fresh-clone run of `.ci/run`: 7–160 inputs/s, about 100 when the machine was otherwise idle; its corpus of 4,550 inputs carried over); the session's end stops it | 84dfd1e (the interpreter, the model and the front end are unchanged from it to the session's last commit, which changed the importer, its tests and docs) | nothing: its fifteen slow units replay one by one in 0.3–4.1 s beside the campaign; the slowest, 71 bytes, is a program of nested `repeat`s pushing 729 scenes onto one stack and preserving the state 243 times (each preservation encodes the whole stack, as UIKit's does) within the oracle's 5,000-step limit, run twice with its trace rendered: 0.75 s as a file through `flow run`, linear in the work |
| `interpreter` | 96,395 when this row was written, in about 45 min (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's release builds, imports of 30 apps, full test suites and two fresh-clone runs of `.ci/run`: 3–100 inputs/s; its corpus of 4,400 inputs carried over); the session's end stops it | 74d3864 (the model's change: a navigation controller defines the presentation context; the commits after it change the importer and docs) | nothing: its slow units, written while builds and a fresh-clone run held both cores, replay alone in 0.37–0.58 s |
| `lsp` | **1,000,000** (1,005,995) in 1,596 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, release builds of the importer, imports of 30 apps and a full test suite: 270–550 inputs/s; its corpus of 2,265 inputs carried over) | 7c37f7a (the language server, the front end, the checks, the graph and the model are unchanged from it to the session's last commit) | nothing |
| `app` | 32,971 in 13 min when this row was written (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced, the machine otherwise idle: 39–48 inputs/s; its corpus of 9,100 inputs carried over); the session's end stops it | feea7e5 (the importer's last change is 9e6636d: roots replaced after launch, containers per making, lazy closures) | nothing |
| `interpreter` | **1,000,000** (1,014,173) in 6,123 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, libFuzzer's fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, release builds of the importer, imports of 30 apps, full test suites and a fresh-clone run of `.ci/run`: 10–250 inputs/s, 166 on average; its generator's scripts now replace the window's root, `set window.rootViewController`) | 0f30f8f (the model's and the language's last change; the commits after it change the importer, the graph, the static checks and docs) | nothing: its twelve slow units (written beside builds and the fresh-clone run) replay alone in 0.1–0.9 s |
| `app` | 38,488 in 25 min (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds and full test suites, 5–43 inputs/s; its corpus of 9,000 inputs carried over); stopped to fuzz the interpreter, whose model the session changed (`set window.rootViewController`) | 8a21fb9 | nothing |
| `app` | 176,673 in 45 min when this row was written (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, `FLOW_FUZZ_TIMEOUT=300`, niced beside a fresh-clone `.ci/run` and then alone: 46–65 inputs/s; its corpus of 8,700 inputs carried over, about 9 minutes to load); the session's end stops it | 19d1900 (the importer's last change: swapping roots, closures handed on, protocols' factories) | nothing |
| `app` | 40,881 in 27 min (as below, 29–47 inputs/s); stopped to fuzz the importer's last change | 0baaa02 | nothing |
| `app` | 11,293 (without ASan, fork mode with two workers as below, niced beside the session's release builds, imports of 30 apps and full test suites, about 30 inputs/s; its corpus carried over); stopped to fuzz the importer's next change | a6fcd7c | nothing |
| `repl` | 21,823 in 17 min (without ASan, fork mode with two workers, `-ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0`, niced beside the session's builds, release builds and imports of 30 apps: 3–20 inputs/s, each input's lines checked as the whole storyboard composed with them); stopped to fuzz the importer, which the session changed most | 4eee8aa | nothing |
| `repl` | 154, stopped by the oracle in 29 s | 1548e02 | an input of new scenes with a warning went the quick way, checked beside the declarations it names only: `scene N1 { button back -> unwind bakk }` suggested `back` at the first scene implementing it among those, where the whole check names the first of the whole storyboard. Such an input now goes the long way (e36b7a2; 4eee8aa keeps the storyboard's "no initial" warning, composed at the input's start, from counting as the input's); input kept as `Corpus/repl/regressions/unknown-unwind-suggestion.txt` |
| `app` | 658,200 in 2 h 36 min, stopped for the session's end (without ASan, libFuzzer's fork mode with two workers, `-fork=2 -ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0` so that a hang or a crash still stops it, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, full test suites and two fresh-clone runs of `.ci/run`: 5–90 inputs/s, about 130 idle; its corpus carried over) | 43cb568 (the importer before 8b45637 and 43794ac, which read closures set on a screen and helpers' moves) | nothing: its three slow units (written beside the fresh-clone runs) replay in 0.1–0.65 s |
| `app` | about 49,000 when this row was written (without ASan, niced beside the session's release builds, callgrind runs, full test suites and two fresh-clone runs of `.ci/run`, 10–34 inputs/s; its corpus carried over); the session's end stops it | 08f3de5 (the importer's last change; 1a1628b after it moved storage between the front end's modules) | nothing: its three slow units (10–14 s beside builds) replay with the whole committed corpus in under 6 s in a debug build |
| `app` | about 49,000 (as above); stopped to fuzz the importer's next change | 5700d49 | nothing |
| `app` | 63,861, stopped by a 300-second input (without ASan, niced beside the session's builds, 42 inputs/s; its corpus carried over) | a116771 | the guard in front of the Swift parser, which leaves a file nesting `[` more than 12 deep unread, read a one-line raw string that nothing closes (`sceneID=#"s0">` in a mangled storyboard pasted into Swift) on to the end of the file, so the 95 `[` after it went uncounted and the parser took minutes: it now ends with its line, as the Swift lexer has it (a4df0a8). Reading the guard again, brackets in an interpolation, `"\([[[…]]])"`, were not counted either, and 30 took minutes: interpolations are read as code now (5700d49). Inputs kept as `Corpus/app/regressions/unclosed-raw-string` and `brackets-in-interpolation` |
| `app` | about 100,000 when this row was written (without ASan, niced beside the session's last builds, full test suites and a fresh-clone run of `.ci/run`, 48–87 inputs/s; its corpus carried over); the session's end stops it | 38eefc0 (the importer is unchanged from it to the session's last commit, which changed docs and a test) | nothing |
| `app` | 66,952 (as below, about 80 inputs/s); stopped to fuzz the session's next change to the importer | f65b74a | nothing |
| `app` | 350,697 (without ASan, `FLOW_FUZZ_SANITIZERS=fuzzer`, `FLOW_FUZZ_TIMEOUT=300`, niced beside the session's builds, release builds of the importer, imports of 28 apps and full test suites; 50–79 inputs/s; its corpus carried over from the campaigns below); stopped to fuzz the session's changes to the importer | 42613f2 | nothing: its slowest unit took under a second, peak 218 MB |
| `interpreter` | **1,000,000** in 8,327 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, one process, `FLOW_FUZZ_TIMEOUT=60`, niced beside the session's builds, release builds of the importer, full test suites and two fresh-clone runs of `.ci/run`; 120 inputs/s on average, about 160 when the machine was otherwise idle, 30 beside a fresh-clone run; its oracle tries an input as a file only when it is text, be2634c); peak 191 MB | e086ee4 (the interpreter, the model and the front end are unchanged from it to the session's last commit, which changed the importer, its tests and the docs) | nothing: its three slow units (up to 32 s beside builds and a fresh-clone run) replay alone in 0.47–0.51 s |
| `interpreter` | about 392,000 (without ASan, niced beside the session's builds, about 155 inputs/s); a shutdown of the machine stopped it | be2634c | nothing |
| `archive` | **1,000,000** in 5,762 s without ASan (`FLOW_FUZZ_SANITIZERS=fuzzer`, one process, `FLOW_FUZZ_TIMEOUT=300`, its corpus carried over from the campaign below; 173 inputs/s on average: about 250 when the machine was otherwise idle, 75–110 beside the session's builds, test suites and a fresh-clone run of `.ci/run`); its slowest input took under a second, peak 80 MB | 015c201 (the archive, restoration and checkpoint code is unchanged since, but for a field of `Controller` that the generator's storyboards never set) | nothing |
| `archive` | 234,466 when this row was written (niced beside the session's release builds of the importer, full test suites and four fresh-clone runs of `.ci/run`, 39–56 inputs/s; the archive's code is unchanged since); the session's end stops it | ad3602a | nothing: its two slow units (10 and 14 s under ASan while release builds held both cores) replay alone in 79 ms each |
| `archive` | 412,301 (niced beside the session's builds, release builds and fresh-clone runs, about 56 inputs/s); the session's end stopped it | 6f5c76f | nothing |
| `repl` | 20,842 (niced beside the session's builds, release builds, callgrind runs and two fresh-clone runs of `.ci/run`, 5–10 inputs/s under ASan), stopped by the oracle | 3740377 | a session's quick way and whole way disagree after a variable whose initial value fails (`var m = m`, accepted with the error "unknown name 'm'", the variable left without a value): a new scene is then accepted quietly the quick way, while the whole way initialises the variables again as it runs the input and reports the same error with it. A variable whose initial value failed is now said once, by the input declaring it, and not tried again by later inputs and replays (which the failure had stopped before their statements ran); input kept as `Corpus/repl/regressions/failed-var-then-new-scene`. Its four slow units replay through the release REPL in 0.03 s |
| `lsp` | 1,000,000 in 8,991 s (niced beside the session's builds, release builds, test suites and three fresh-clone runs of `.ci/run`, 111 inputs/s on average, about 210 when the machine was otherwise idle); the language server, the front end, the checks and the model are unchanged from a9ccf7b to 7f19f64, this stage's code of the language server | a9ccf7b | nothing: its two slow units (20 and 28 s under ASan while builds and a fresh-clone run held both cores) replay alone in 0.40 and 0.19 s |
| `interpreter` | 121,683 when last read (niced beside the session's builds, test suites and fresh-clone runs of `.ci/run`, 20–60 inputs/s; its generator's storyboard with controls whose actions present, dismiss and pop, its scripts opening, focusing and closing windows); the session's end stopped it | 13ffa6f | nothing: its three slow units replay in 1.7–3.7 s through the oracle in a debug build (nested `repeat`s of page turns, of relaunches, of `restore` 47 deep until the step limit), linear in the work |
| `lsp` | 806,558 when this row was written (niced beside the session's builds, test suites and five fresh-clone runs of `.ci/run`, 74–106 inputs/s; the language server, the front end and the checks are unchanged since, the session's importer work is elsewhere); the session's end stops it | a9ccf7b | nothing: its one slow unit (15 s under ASan while a build and a fresh-clone run shared the two cores) replays alone in 0.22 s |
| `lsp` | 703,209 (niced beside the session's builds, test suites, fresh-clone runs of `.ci/run` and an ASan build of the interpreter target, 142 inputs/s; stopped for the interpreter campaign on the new code) | d73b5c1 | nothing (its one artifact is the earlier campaign's, kept as `Corpus/lsp/regressions/duplicate-id-member`) |
| `repl` | 74,489 (niced beside the session's builds, about 20 inputs/s, with undo keeping each input's change to the declarations rather than a copy of them, 0b8248d); the session's end stopped it | 42ac76d | nothing |
| `repl` | 151,402 (niced beside the session's builds, full test suites and a fresh-clone run of `.ci/run`, about 34 inputs/s; stopped to fuzz the session's change to undo) | 4d2c950 | nothing |
| `interpreter` | 113,223 (niced beside the session's builds, full test suites and fresh-clone runs of `.ci/run`, 16–128 inputs/s; its generator gives the search a scope bar and taps its buttons); the session's end stopped it | b361d4c | nothing wrong: its three slow units (24–72 s under ASan beside builds) replay alone in 0.5–7.2 s through the oracle in a debug build; the slowest prints, under twenty nested `repeat 3`s, the tree of 81 stacked presentations until the step limit, about 900,000 lines over the oracle's two runs, linear in what it prints. Printed output was split into lines as a String, character by character: it is now split over its bytes (328fe6d), `print tree` 3.4× faster |
| `interpreter` | 145,430 (niced beside the session's builds, full test suites and two fresh-clone runs of `.ci/run`, 35–46 inputs/s; stopped to fuzz the code the session changed, with the scope bar in the generator) | 26b8e8f | nothing: its slowest unit, 56 s under ASan beside builds, is a script of nested `repeat`s that pushes 1,658 scenes onto one navigation stack before the step limit; alone on a release build it takes 0.03 s at 5,000 steps and 0.21 s at 40,000 (10,000 pushes deep), linear |
| `interpreter` | 265,000 when this row was written (niced beside the session's builds, full test suites and two fresh-clone runs of `.ci/run`, 54–100 inputs/s; its generated storyboard now has an alert with a text field and an enabling condition, scripts type in it and edit the More list); the session's end stops it | 8332a37 | nothing: its slowest unit, 1.6 s alone under ASan, is a script of nine nested `repeat 3 { … restore }` — 19,683 relaunches printing 800,000 lines, linear in what it prints |
| `interpreter` | 93,210 (niced beside the session's builds, 51 inputs/s; the session's end stopped it) | 91217be | nothing: its three slow units take 0.11–0.27 s alone (starved by builds) |
| `interpreter` | 58,752 when this row was written (niced beside the session's builds, test suites and two fresh-clone runs of `.ci/run`, 12–26 inputs/s; its generator did not yet write this round's search fields, links, toolbars, zoom and trait handlers, which 6e754f2 adds); the session's end stops it | 2768305 | nothing |
| `app` | 94,700 when this row was written (niced beside the session's builds, release builds, full test suites and a fresh-clone `.ci/run`, 40–60 inputs/s; its corpus carried over from the campaign below); the session's end stops it | df53154 | nothing |
| `app` | 23,318, stopped by a 300-second input | 1c354e9 | swift-syntax's parser looks ahead through nested `[` two ways at each level, so a stray run of 95 took minutes (time doubles per level; 24 deep took 3 s): the importer now leaves a Swift file nested more than 12 deep unread and says so (`BracketDepth`, df53154), input kept as `Corpus/app/regressions/nested-brackets-95` |
| `interpreter` | 125,000 when this row was written (niced beside the session's builds, release builds, callgrind runs, two fresh-clone runs of `.ci/run` and a loop of test suites, about 28 inputs/s); the session's end stops it | e33559b | nothing |
| `interpreter` | 27,831 when this row was written (niced beside the session's builds and full test runs, about 20 inputs/s; the generated storyboard now has an alert and an action sheet); the session's end stops it | 9f35ad1 | nothing; its slow units were scripts whose nested `repeat`s print an 80-level tree 243 times (25,000 lines of trace), 0.4–0.7 s each without ASan: linear in what they print, not kept |
| `archive` | 307,204 (about 3,800 s, niced beside builds, 82 inputs/s; stopped to fuzz the interpreter this session changed) | 54b15e8 | nothing (a REPL slow unit of an earlier campaign replays in under a second: kept as a seed, `Corpus/repl/regressions/slow-undo-present.txt`) |
| `lsp` | 194,101 when this row was written, running niced beside the session's builds and a loop of full test suites at 36–51 inputs/s (each input now runs the static checks too); the session's end stops it | 35662ff | nothing |
| `lsp` | 546,949 (about 2,200 s, niced beside builds, 250–367 inputs/s) | f3a4a6f | a message naming a member twice (`{"id":3,…,"id":8}`) was answered under the first id while the client, as JavaScript reads JSON, waited for the last: such a message is now refused as an invalid request (35662ff), the input kept as `Corpus/lsp/regressions/duplicate-id-member` |
| `studio` | **1,000,000** (5,324 s, `FLOW_FUZZ_TIMEOUT=300`) | 88f663f | nothing |
| `studio` | 705,093 (stopped at about 4,200 s by a restart of the machine) | c42e51d | nothing (the first campaigns, on 2a88ffe and f405ee0, found the oracle wrong twice: a storyboard with nothing to launch is an empty window, not a missing screen; its own query splitter read past a bare `=`; both mended, inputs kept) |
| `lsp` | **1,000,000** (2,164 s) | 1d46124 | nothing (the first campaign, on 2a88ffe, found the oracle wrong: a message with an id and no method is answered under its id, as JSON-RPC says; the oracle was mended, the input kept) |
| `importer` | **1,000,000** | 6eef4a6 | nothing |
| `frontend` | **1,000,000** (8,024 s) | 2a438dc | nothing |
| `frontend` | 655,558 (two processes for 1,800 s, after this round's changes to the checker's tables) | 45d1c6d | nothing |
| `frontend` | 75,942 (1,201 s beside a build and the test suite, `FLOW_FUZZ_TIMEOUT=300`, after the graph builder's and the static checks' nodes by position) | 8a3a2dc | nothing |
| `frontend` | 59,682 (1,201 s beside a build, `FLOW_FUZZ_TIMEOUT=300`, after a type's named members moved to flat per-kind arrays) | c1bef15 | nothing |
| `frontend` | 47,230 (601 s, `FLOW_FUZZ_TIMEOUT=300`, after the expression arenas' trim and their names kept once) | e97a160 | nothing |
| `frontend` | 4,927 (stopped at the find, about 140 s into replaying the corpus of earlier campaigns, after statements, blocks and options moved to an arena) | ed28250 | a stack overflow in the sanitized build: `SyntaxDump`, which the oracle compares, recursed three frames per level of a 758-operator chain, and this round's cases for the new views had made each frame larger; it now walks with a work list (7922704), and a 1,000-operator chain is a regression seed |
| `frontend` | 36,017 (601 s beside builds and the test suite, `FLOW_FUZZ_TIMEOUT=300`) | 7922704 | nothing |
| `frontend` | 40,458 (601 s, `FLOW_FUZZ_TIMEOUT=300`, the round's final code: members in one block, the rereads) | 0a96899 | nothing |
| `frontend` | 40,266 (601 s, `FLOW_FUZZ_TIMEOUT=300`: segue members as nodes) | aa27fde | nothing |
| `frontend` | 39,764 (601 s, `FLOW_FUZZ_TIMEOUT=300`: items of 16 bytes, the review's mends) | dda639c | nothing |
| `frontend` | 45,942 (601 s, `FLOW_FUZZ_TIMEOUT=300`, the round's final code: the reread, `SyntaxDump` through the views' mirrors) | 4094dd0 | nothing |
| `archive` | **1,000,000** (6,116 s, `FLOW_FUZZ_TIMEOUT=300`) | 88f663f | nothing |
| `archive` | 732,524 (two parallel processes, as `-jobs=2` runs them) | 8d0e3cc | nothing |
| `archive` | 70,166 (stopped to give its core to `studio`) | 8c887aa | nothing |
| `interpreter` | **1,000,000** (two processes of 500,000 sharing one corpus, `FLOW_FUZZ_JOBS=2`, 5,935 s; `FLOW_FUZZ_TIMEOUT=300`) | 56013c8 | nothing |
| `interpreter` | 80,989, stopped by a "timeout" of an input that takes 0.46 s alone (starved by a build, see above) | 519cb37 | nothing |
| `interpreter` | 2,196, stopped by a 63-second input while loading the corpus | d709fbd | 243 `print tree`s of a chain of 729 sheets printed 200 MB (each line as wide as its depth), and a chain of 20,000 crashed `print tree` (stack): fixed in 519cb37 (a window's hierarchy is bounded at 128 controllers deep, deep tree lines fold), input kept |
| `interpreter` | 216,595 (stopped to give its core to the new targets) | 10b6496 | nothing |
| `interpreter` | 221,160 | 5a8c4f4 | nothing new (slow inputs: a presentation chain 729 deep costs O(depth) per statement) |
| `interpreter` | 64,736, stopped by a 33-second input | 8950c28 | taps under stacked undimmed sheets went to the bottom sheet of the chain: fixed in 5a8c4f4, input kept |
| `repl` | **1,000,000** (two processes of 500,000 sharing one corpus, `FLOW_FUZZ_JOBS=2`: 7,526 s and 7,575 s; `FLOW_FUZZ_TIMEOUT=300`; its slowest input took under a second) | c3da376 | nothing |
| `repl` | 193,005 and 156,520 | earlier, 2a438dc | nothing |
| `repl` | 197,010 when this row was written, still running niced beside the session's builds at 27–37 inputs/s (one process, `FLOW_FUZZ_TIMEOUT=300`, from a worktree of its own so that edits could not break its build; the session's end stops it) | c7d5ecf (the REPL's exit codes, OutputFile) | nothing |

What the campaigns found is kept in the corpora as regression seeds: a quadratic and a recursive
`SyntaxDump` on long operator chains, two scenes sharing one object id imported as two scenes of
the same name, an undo of a redeclared `var` that restored the replay's state, FoundationXML on
Linux reading a null pointer on a processing instruction without data (`<?x?>`: `flow import` now
refuses processing instructions and document type declarations before parsing), a chain of
thousands of sheets that `print tree` could not print, and taps under stacked undimmed sheets that
went to the bottom sheet (`Corpus/interpreter/regressions/undimmed-sheet-chain-taps-the-bottom`).

## Sanitizers

`.ci/sanitize [address] [thread]` runs the whole suite under AddressSanitizer and
ThreadSanitizer (both by default), each in its own scratch path (`.build-asan`, `.build-tsan`).
Both pass: last on a09ad74 and a2d14e8 (TSan 575 tests, ASan 584). A cold ASan build and run
takes about 8 minutes on the project's machine, TSan about 6½, too long for every CI run: run
`.ci/sanitize` nightly and before merging changes to sessions, checkpoints, the explorer or
anything else that runs on several threads.

Two things to know. Anything several threads share takes `FlowStorage/Locked.swift` (a value
under a pthread mutex, with `Mutex`'s `withLock`), not the Synchronization module's `Mutex`, whose
futex ThreadSanitizer does not see: two threads under a `Mutex` are reported as racing. And a
scratch path built before a change of layout, or before a module stopped importing `Foundation`,
keeps stale objects: the tests then crash in `swift_release`, or
`ImportHelperCLITests.flowLinksFoundationEssentialsAlone` fails because old objects still ask the
linker for `Foundation`. Remove the path (`rm -rf .build-asan`) and build again, as a fresh clone
does.

## Writes lose no data

Every file flow writes — `flow fmt -i`, `flow import -o`, `flow graph -o`, `flow explore --tests`,
`preserve to "path"`, the REPL's `:save` and history — goes through `OutputFile`
(`Sources/FlowFiles`, no dependencies), which looks first at what is at the path: `/dev/null`, a
FIFO, a terminal, a socket or `/dev/stdout` is written through as a shell's `>` would, a folder is
refused (exit 73), and only a regular file or a new path is replaced, by `AtomicFile`: a temporary
file in the destination's folder, flushed (`fsync`) and given the old file's permissions, then
`rename` (a symbolic link is kept and its target replaced). A write that fails half-way leaves the
old file whole and no temporary file behind, and says why (`cannot write 'x.flow' (No space left on
device)`). Tests fail writes half-way with an injected writer, and fill a 64 KiB tmpfs under
`fmt -i` and `preserve to` (as root; skipped with a message elsewhere). <doc:Commands> lists what
each kind of path gets.

## Ctrl-C

During `flow run`, `test`, `explore` or `import`, Ctrl-C stops the work where it is and the
command reports what was done: `run` the trace so far and `error: interrupted (Ctrl-C) after N
statements` at the statement it was running, `test` the tests that ran (the one cut short fails)
and its summary, `explore` the report of what it found ("cut short by an interrupt"). No output
file is written: not `explore --tests` (the search is incomplete), not `import -o`. The exit code
is 130, as a shell reports a SIGINT. The handler only sets a flag, read every 64 statements,
between tests, between the explorer's chunks and before the importer writes; a second Ctrl-C exits
at once. (`--watch` keeps Ctrl-C's plain meaning: stop watching.)
`Tests/FlowCLITests/InterruptTests.swift` sends the binary SIGINT in each of the four, once the
process catches it (its `SigCgt` mask in `/proc/PID/status`).

## A script uses only its own folder

A `.flow` file is input like any other and may come from anywhere, so `flow check`, `run`,
`test`, `explore` and `repl` let a script read and write files — its `import`s,
`preserve to "path"`, `restore from "path"` — only inside the folder it is in. Paths are resolved
as the script means them (relative to the file that names them), then made absolute with `.`,
`..` and symbolic links resolved, and what is opened is the path that was checked, so neither
`../../x`, an absolute path nor a link out of the folder gets through:

```
app/main.flow:1:8: error: '../common/other.flow' is outside the folder this script may use (/work/app)
    1 | import "../common/other.flow"
      |        ^~~~~~~~~~~~~~~~~~~~~~
      = help: keep the file beside the script, or run with --allow-files /work/common
```

`--allow-files DIR` (repeatable) widens it; an archive path refused at run time is a runtime error
(exit 70) with the same words. Whatever the policy, an `import` reads only a regular file: a pipe
or a device (`/dev/zero`, a FIFO) is refused with why, since it would never end or never open
(`flow check /dev/stdin` still reads standard input: the file named on the command line may be
anything). The policy is FlowFiles' `FilePolicy`; FlowKit's `FlowDocument` carries one
(`.unrestricted` by default: code that embeds flow decides for itself, <doc:Embedding>) into every
run, test and session of the document. The REPL's own `:load` and `:save` are the person at the
keyboard's, not the script's, and are not confined; `flow lsp` and `flow graph` only read; the
studio's sessions only read. `flow import` reads no document type declaration: Interface Builder
never writes one, and it is the only place entities can be declared, so a storyboard with an
external entity (`<!ENTITY x SYSTEM "file:///etc/passwd">`) or a "billion laughs" is refused up
front with its line, before libxml2 sees it (`Tests/FlowImportTests/EntityTests.swift`).

## See Also

- <doc:Benchmarks>
- <doc:Contributing>

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
presented is the entering storyboard's business, not a finding of its own. The storyboard whose
`initial` scene the entry launches (`initial Main` in `App.flow`) is the exception: that scene is
the window's root. So is another of its scenes the entry launches at (`initial Main.SetupViewController`,
an imported app whose delegate sets that scene as the root): it is the window's root, reached, and
its storyboard's `initial` scene, which the code shows later, is taken to be anywhere. A scene of an
imported storyboard that another file leads to — by a segue, a relationship, or a move in a
control's action or a hook (`segue "notifications" { push Settings.Notifications }`, an imported
app's code instantiating that scene by identifier) — is entered there, and taken to be anywhere
too. A W101's note names the scenes of its own storyboard reached only through its scene, not
another storyboard's it leads to: that storyboard is checked from its own entries.

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
| W101 | `unreachable-scene` | a scene or container no path reaches from the `initial` scene, in a file that declares one (segues, relationships, imports, and `present`/`show`/`detail`/`push`/`embed` statements count). A scene reached only through unreachable ones (a container's children, the screens of a developer menu nothing launches) is not repeated: its root's W101 counts and names them (three, then "and N more"; `--format json` lists every one) | <doc:UIKitModel#Segues> |
| W102 | `unknown-unwind-action` | an unwind segue whose action no scene implements (the front end's warning, now with a code) | <doc:UIKitModel#Unwind-segues> |
| W103 | `unwind-destination-never-below` | an unwind whose implementers can never be above the source; a note at each implementer says why (the first three, then "and N more scenes implement 'done'"; `--format json` lists them all, with the action's first warning). Not said of a storyboard another file enters when a scene of that file (or of one entering it) implements the action: what is below the entered scenes is that file's, which this one's graph does not show | <doc:UIKitModel#Unwind-segues>, step 2 |
| W104 | `show-presents-modally` | `show` of a scene from a scene that is never inside a navigation controller nor a split view (which handles `show` itself): UIKit presents modally (a navigation controller shown so is meant to be presented, and not reported; a navigation controller's own `show` pushes onto it, a split view's it handles) | <doc:UIKitModel#Segues> |
| W105 | `detail-presents-modally` | `detail` from a scene never inside a split view (a split view's own `detail` it handles) | <doc:UIKitModel#Segues> |
| W106 | `popover-without-anchor` | a `present` segue with style `popover`: no source view, an exception in regular width | <doc:UIKitModel#Popover> |
| W107 | `presentation-without-dismissal` | a popover or sheet that adapts to full screen in compact width (iOS 12, or `adapts fullScreen`), or a sheet with `modal in presentation`, whose scene has no segue, unwind or hook | <doc:UIKitModel#Presentation>, rule 3 |
| W108 | `push-navigation-controller` | a control's code that pushes a navigation controller onto a navigation stack (`segue "m" { push Nav }`): UIKit throws (but onto a split view's primary, which takes one when collapsed); a `show` of one is presented instead, and not reported | <doc:UIKitModel#Navigation-controller> |
| W109 | `relationship-child-as-destination` | a segue to a tab or a page of a tab bar or page view controller, from a scene of another kind: a second instance, where selecting it was meant (a custom container's children are its code's business) | <doc:UIKitModel#Launch> |
| W110 | `tabs-overflow-into-more` | a tab bar with more than five tabs | <doc:UIKitModel#Tab-bar-controller> |
| W111 | `restoration-without-parent` | a restoration identifier under a container without one: never preserved | <doc:UIKitModel#State-preservation-and-restoration> |
| W112 | `constant-guard` | a `when` on a segue or an unwind action made only of literals | <doc:UIKitModel#Segues> |
| W113 | `variable-never-read` | a global or instance variable nothing reads | |
| W114 | `variable-never-written` | a variable no `set` writes (only with `--warnings all`) | |
| W115 | `unbounded-self-push` | a manual `show` segue from a scene to itself that its own hook performs outside any `if` | <doc:UIKitModel#Navigation-controller> |
| W116 | `tab-bar-not-root` | a tab bar controller held by another container or pushed (not a column-style split view's compact column, nor a hosting controller's: a SwiftUI `TabView`) | Apple, `UITabBarController` |
| W117 | `push-split-view` | `show` to a split view controller from inside a navigation stack, or a control's code that pushes or shows one there: UIKit logs and pushes nothing | <doc:UIKitModel#Navigation-controller> |
| W118 | `ui-test-ambiguous-control` | two controls of a scene that XCUITest finds by the same text (their `accessibility` text, else their name; an alert's actions by title) | <doc:Commands#The-same-tests-on-the-real-app-export-xcuitest> |
| W119 | `ui-test-unfindable` | a test's step that a UI test cannot make on the real app: a `tap` of a control whose `accessibility NAME ""` says it has no identifier, label or title, an `expect visible ==` of a scene with no title whose `accessibility ""` says its view has no identifier (`flow import` writes both from the storyboard); at the first step that needs each, with the identifier to set | <doc:Commands#The-same-tests-on-the-real-app-export-xcuitest> |
| W120 | `presentation-style-none` | a segue that presents in the style `none` (its own `style none`, or its scene's): UIKit's exception, as `none` is only an adaptive delegate's answer (`adapts none`) | <doc:UIKitModel#Presentation>, rule 3 |
| W121 | `search-without-navigation-bar` | a scene with `search` that is never inside a navigation controller nor a split view (a column-style one wraps its columns in one): the navigation bar shows a navigation item's search field, so a person never sees it | <doc:UIKitModel#Search> |

A segue identifier repeated on one scene is already a warning of the front end
(`duplicate-segue-identifier`; none where each is a control's segue making the same move), so it
has no code.

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
  code-scanning services such as GitHub's `upload-sarif`, which show the findings on pull
  requests: the tool `flow` with every check as a rule; results with `ruleId`, `level`, `message`
  and a physical location; notes as `relatedLocations`, fix-its as `fixes`. `--format json`
  writes JSON Lines with `"code"` after `"id"`.
- `-W W104` and `--quiet` hide findings as they hide any warning.

The checks run in `flow check`, `flow run` and `flow test` alike, so a file gets the same warnings
whichever command reads it (`--quiet` or `-W CODE` hides them), and in FlowKit's
`FlowDocument.staticFindings(_:)` and `diagnostics(checking:)`.

## On real storyboards

Every storyboard in `Tests/FlowImportTests/Fixtures/storyboards`, imported one at a time and
checked with `--warnings all` (the goldens are in `Tests/FlowImportTests/Fixtures/checks`):

| storyboard | findings |
| --- | --- |
| Delta, Main | W101 × 1 (a page the page view controller's data source supplies in code; its notes name the two navigation controllers reached only through it); W102 × 2 |
| Delta, PauseMenu | W101 × 1; W102 × 5 |
| Delta, GamesDatabase | W102 × 1 |
| Habitica, Settings | W101 × 1; W102 × 2 |
| Habitica, Tasks | W102 × 1 |
| NetNewsWire, Main | W101 × 2 (two scenes made in code) |
| SMStoryboardSegueCatalog | W102 × 5 |
| SWRevealViewController example, GoMap Main and Changeset | none |

Every W102 repeats what the importer writes beside the segue: the action is implemented in
code, and `flow import --sources DIR` finds its scene. Every W101 is a scene that nothing in its
own file reaches: the app creates it in code or reaches it from another storyboard. Imported
whole, with their code (`flow import --app`), the same apps give fewer: <doc:RealApps>. What the
checks cost is in <doc:Benchmarks>.

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
real device does, and the code says so in a comment naming the source it relied on;
<doc:UIKitModel#Choices-where-the-sources-are-silent>, near the end, lists those choices.

Callbacks are named here by their Swift signatures. The trace and `expect` spell them as
<doc:Language>'s Events section says: `willMove(toParent: Nav)` is the event `B.willMove(Nav)`.

The default platform is the current release, iOS 26; `platform iOS N` in a file, or `--platform N`
on the command line (which wins over the file), sets another. Two things change with it: on
`platform iOS 12` the sheet rules from before iOS 13 described below apply, and UIKit does not
call `viewIsAppearing` (it is back-deployed to iOS 13, not before).

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

The appearance callbacks are `viewWillAppear(animated)`, `viewIsAppearing`, `viewDidAppear`,
`viewWillDisappear` and `viewDidDisappear`. Each instance has an appearance state: disappeared → appearing → appeared
→ disappearing → disappeared. A cancelled interactive transition may reverse a transition in
flight (appearing → disappearing, disappearing → appearing). A callback that would break these
rules is not emitted. A container forwards appearance to the children it shows: a navigation
controller to its top child, a tab bar controller to the selected child, a split view controller
to the visible columns, a custom container to all its children.

What an appearance callback can ask of the transition running it — UIKit's `isMovingToParent`,
`isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`, "true only when called from inside"
the appear or disappear methods (Apple) — is the queries `movingToParent(X)`, `movingFromParent(X)`,
`beingPresented(X)` and `beingDismissed(X)`: true from a push's, a new stack's, a presentation's
start to its end for what it adds, and from a pop's, a swipe back's or a dismissal's start to its
end for what it takes away. A swipe back a person cancels answers `movingFromParent` true in the
leaving controller's `viewWillDisappear`, as it began the pop (apps that take that for "going back"
are told so falsely on a device too: alpha-wallet-ios pull request 5146); the controller coming back
reads false (`Fixtures/model/appearance-transition-flags`). A navigation controller's root at launch,
a tab switch and an embedded child answer false: flow sets them for the navigation stack and
presentations only.

### viewIsAppearing

`viewIsAppearing(animated)` (iOS 17, back-deployed to iOS 13) comes once in every appearance,
after `viewWillAppear`, when the view has joined the hierarchy and has its size and traits:
Apple, `viewIsAppearing(_:)`, "the system calls this method once each time a view controller's
view appears after the `viewWillAppear(_:)` call". flow calls it in the layout pass that follows
a transition's will-phase, parent before child, so in a push it comes after both
`viewWillDisappear` and `viewWillAppear` and before any `viewDidDisappear`; with a custom animator
it comes after `animateTransition` (or `startInteractiveTransition`), which puts the view in
place; at the start of an interactive swipe it comes for the controller being revealed. An
appearance that no layout pass reached gets it just before its `viewDidAppear`. It is a hook
like the others (`on viewIsAppearing { … }`); under `platform iOS 12` it is never called. As with
layout callbacks, `expect events` compares it only when the block names it, so a block that does
not name it means the same on every platform.

### Layout

`viewWillLayoutSubviews` and `viewDidLayoutSubviews` come between an instance's
`viewWillAppear` and `viewDidAppear`, right after its `viewIsAppearing`, and after every size
change. They are shown only with `--verbose`, and `expect events` ignores them unless the block
names one.

### Size and trait changes

A size or trait change reaches every loaded instance whose view is in the window, parents before
children and presenting before presented: `willTransition(to: traits)` (when the width class
changes), `viewWillTransition(to: size)`, then, after the change, `traitCollectionDidChange`.

A loaded instance whose view is out of the window then (under a pushed controller, in another tab,
under a full-screen presentation) catches up as its view joins the window again: on iOS 13 and later
it gets `traitCollectionDidChange` (and its registered handler, iOS 17) after its `viewWillAppear` and
before its `viewIsAppearing`, if its width class is not the one its traits last reported. Apple's
`viewIsAppearing(_:)`: by then "the view controller and its view have received updated trait
collections"; iOS 13's release notes: traits are updated as a view joins a hierarchy, the callback
skipped only where they match what UIKit predicted (a first appearance gets none: the traits at
`viewDidLoad` are current). The position before `viewIsAppearing` is inferred from those two pages.
Before iOS 13, UIKit's order for them is not modelled: they get no trait callback
(`Fixtures/model/lifecycle-traits-catch-up`). The same holds for a controller whose view joins
the window during the change itself — a split view's column as it expands: it is brought up to
date before its `viewIsAppearing`, not after the change with the others, and not at all when its
traits last reported the width class the change brings back; one whose view loads during the change
(a classic split's primary shown as it separates) has the new traits from `viewDidLoad` on and is
not told (`Fixtures/model/split-expand-traits`).

`viewWillTransition(to: size)` also reaches the controllers a full-screen presentation covers, where
they would show (the presenter and the children it shows): they keep their place in the hierarchy
and are sized with the window, as apps see when a rotation with a modal screen up calls it on the
controller under it (onmyway133/notes issues 202 and 210, zenangst/Spots pull request 286). Their
trait callbacks wait until they appear again, as above (`Fixtures/model/lifecycle-size-change-covered`).

A custom presentation controller (`presenter P`, style `custom`) is told too, each time just
before the controller it presents: like a view controller it is a content container and a trait
environment (Apple, UIContentContainer: "All UIViewController and UIPresentationController objects
provide default implementations"), and its defaults pass the change on to what it presents
(`P.willTransition(regular)`, `P.viewWillTransition`, `P.traitCollectionDidChange`;
`Fixtures/transitions/custom-presenter-size`).

iOS 17's trait registration: a view controller with `on traitChange` registers a handler for its
horizontal size class when its view loads (`registerForTraitChanges(_:handler:)`); it is called
when that class changes, as `X.traitChange`, after the controller's `traitCollectionDidChange`
(deprecated in iOS 17, and still called; no source orders the two on one controller). Handlers are
called only for a trait whose value changed (Apple, "UITraitChangeObservable"), and not before
iOS 17 (`platform iOS 16`: `traitCollectionDidChange` alone).

An override set in code — `set Split.horizontalSizeClass = regular`, the controller's
`traitOverrides` (iOS 17; Apple: they "affect the view controller and its descendants"), or a
container's `setOverrideTraitCollection(_:forChild:)` — reaches that controller and what it
contains, not what they present (a presented controller takes the window's traits): split views
among them collapse or expand, and each loaded one in the window whose width class changed lays out
and gets `traitCollectionDidChange` and its handler, parents first. There is no
`willTransition(to:with:)` or `viewWillTransition`: the window's size is the same, and UIKit
documents `willTransition` for the changes a parent passes on as the environment changes.

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
- A push from the top's `viewDidLoad` as the navigation controller first appears (at launch, or as
  it is presented: its top's view loads in the navigation controller's will-phase, before its view
  is in the window) is the containment callbacks alone, `B.willMove` and `B.didMove`, and the new
  top is what appears: `B.viewWillAppear` after `Nav.viewWillAppear`, `B.viewDidAppear` after
  `Nav.viewDidAppear`, with the navigation controller's `animated`; the root gets no appearance
  callbacks until it is popped back to. UIKit's appearance order (parent before child, a
  `viewWillAppear` before each `viewIsAppearing`) holds; no Apple page describes the case, so
  this is flow's reading of it.
- The back button (`back`) is the navigation bar's: its delegate, the navigation controller, is
  asked `navigationBar(_:shouldPop:)`, and UIKit pops when it says yes. A scene with `back when
  EXPR` answers for itself (`Nav.navigationBar(shouldPop: Edit)`; false keeps it on top), and the
  same answer is the interactive pop gesture's `gestureRecognizerShouldBegin`: false, a swipe back
  does not begin. `pop` from code asks neither.
- Pushing a navigation controller is UIKit's exception
  `Pushing a navigation controller is not supported`, but onto the primary navigation controller
  of a collapsed split view: collapsing sets the primary's private `_allowNestedNavigationControllers`
  (it pushes the secondary navigation controller there), so the app's own push or
  `setViewControllers` of a detail navigation controller goes through too, and `back` pops it whole
  (WireGuard's tunnel list does this when collapsed). Once the split view has expanded again flow
  raises the exception, as whether UIKit clears the flag then is not documented. The language's
  `set Nav.viewControllers = […]` still refuses a navigation controller in the list.
- `show` of a navigation controller is no push: the navigation stack declines it (but a collapsed
  split view's primary, as above), `targetViewController(forAction:)` walks on past it, and with
  no split view above to take it, UIKit presents it modally from the source. A storyboard's
  "Show" segue to a navigation controller is the idiom of a modal screen with its own bar:
  passforios's add-password and edit screens are shown so from its password list, inside a
  navigation controller, with Cancel and Save unwinding (a shipped app's everyday path, where a
  push would raise on every tap), and SwiftyJSON's example app found its show segue to a
  navigation controller "presented instead" (its pull request 686). UIKit's code agrees: a
  decompiled iOS 26.1 `-[UINavigationController showViewController:sender:]` hands a navigation
  controller that may not nest to `super`, its `canPerformAction:` declining the action meanwhile,
  and pushes anything else. Only `push` of one, a control's code or a hook (`pushViewController`),
  raises.
- Pushing a split view controller is refused without one: UIKit logs `Split View Controllers cannot
  be pushed to a Navigation Controller` and the stack stays as it was (apps that want one pushed
  wrap it in a plain container, as the open-source `PushableSplitViewController` wrappers do).
  `flow check` reports such a `show` (W117).
- The navigation bar can be hidden from the start (`navigation Nav { …; hides navigation bar }`,
  the storyboard's "Shows Navigation Bar" unchecked) or in code (`set Nav.navigationBarHidden = true`,
  `setNavigationBarHidden(_:animated:)`, as apps do in a scene's `viewWillAppear` and undo in its
  `viewWillDisappear`): no appearance callbacks, and the views are laid out again at the next
  layout pass (not traced for it). While the bar is hidden there is no back button to tap (`back`
  says so), and the navigation controller's interactive pop gesture does not begin (`swipe back`
  says so). That is what apps report and work around, giving the recognizer a delegate of their own
  to keep the swipe; no Apple page found states it, so it is flow's reading of devices, to revisit
  with a source. `print tree` says `navigation, bar hidden`, the studio draws no bar, and the
  explorer tells a state with the bar hidden from one without.
- A push while a push or pop is still animating logs
  `nested push animation can result in a corrupted navigation bar` (the navigation bar's wording since iOS 11) and waits:
  it runs when the running transition ends (`viewControllers` is not updated until then, Open Radar 44091459), pushes
  asked for meanwhile one after another. A segue performed twice so leaves its screen twice on the stack, the usual
  story behind the warning. A pop or `setViewControllers` meanwhile logs the nested pop or push warning and has no effect.

A navigation controller's toolbar is hidden by default (`isToolbarHidden`); `shows toolbar` shows it
from the start and `set Nav.toolbarHidden = false` in code (`setToolbarHidden(_:animated:)`), with no
appearance callbacks. A person sees it unless a controller on the stack above the root was pushed
with `hides bottom bar` (Apple, `hidesBottomBarWhenPushed`: "whether the toolbar at the bottom of the
screen is hidden when the view controller is pushed on to a navigation controller"). Which bar
button items (`item NAME`) stand in the toolbar rather than the navigation bar is not modelled:
every item of the scene on screen can be tapped.

### Tab bar controller

Selecting a tab (not animated): the new child's `viewDidLoad` if this is its first time,
`new.viewWillAppear`, `old.viewWillDisappear`, `old.viewDidDisappear`, `new.viewDidAppear` — the
incoming controller's will-appear comes first, unlike a push. Selecting the selected tab does
nothing, except that a navigation controller in it pops to its root when a person tapped its tab
again — the tab bar's tap does that, not the `selectedIndex` setter, so a `select` in code (a hook,
a link's handler) of the selected tab leaves its stack as it is.

A scene that `hides bottom bar` (`hidesBottomBarWhenPushed`) hides the tab bar while it is on the
shown tab's navigation stack above the root, and so do the controllers pushed above it (Apple: the
bar "is hidden when the view controller is pushed on to a navigation controller"); popped back
below it, the bar shows again. A hidden bar is not there to tap: a `select` then is the app's code
setting `selectedIndex`, as under a presentation that covers the bar (the delegate is neither asked
nor told). `flow import` reads the storyboard's `hidesBottomBarWhenPushed`.

A tab bar fits five items in compact width and eight in regular width (flow's choice for tablets).
With more tabs, it shows the first four (or seven) and More: UIKit's More navigation controller,
`More`, whose root is its list, `MoreList`. A tab past the bar is pushed on More when selected
(its parent is More, so a `show` from it pushes there) and goes back to the bar when popped; a
navigation controller tab's stack is taken over by More while shown. `select More` shows the list,
and `selected(Tabs)` is `More` there. Size changes move the selected tab between the bar and More.

### Tabs and the sidebar

A tab bar with a `mode` or a `group` line is made of iOS 18's `UITab`s (`tabs X { Home, Library;
group Library { Albums, Artists; manages navigation } }`); an earlier `platform` refuses both, and
under `--platform` below 18 (which wins over the file) the tab bar is its tabs alone, as an app sets
them up only `if #available`.

- **The sidebar.** `UITabBarController.mode` decides whether the tab bar can become a sidebar:
  `tabSidebar` can, `tabBar` cannot, `automatic` (the default) can when one of the tabs is a group
  (Apple, UITabBarController.Mode.automatic: "On iPad, if the tabs array contains one or more
  UITabGroup items, the system displays the content as either a tab bar or a sidebar"). A person
  has the sidebar only in regular width; in compact width, on an iPhone, it is "the platform's
  regular tab bar", where a group is one tab. `print tree` says `sidebar` while it shows.
- **Groups.** A group's scene is its own view controller, which the tab bar shows for the group's
  tab. A group's tabs are picked in the sidebar (`select Albums`; in compact width that is an
  error, since nothing on screen offers them). "By default, UITabBarController will only change
  the view controller for root tabs" (a UIKit engineer, Apple Developer Forums thread 761231):
  picking a grouped tab selects the root tab that holds it, and the group's controller stays.
- **Managing navigation.** A root group with `manages navigation` has a navigation controller UIKit
  builds its stack in (`managingNavigationController`; flow names it `LibraryNavigation`, rooted in
  the group's controller, and the tab is named after the group: `select Library`; a scene the
  storyboard declares under that name is an error, `group-navigation-name-taken`). Picking a
  grouped tab sets its stack to the path of the selection — the root group's controller, each
  nested group's, the tab's ("selecting Tab B2 will create a navigation stack of GroupAVC →
  GroupBVC → TabB2VC", same thread) — as `setViewControllers(_:animated: false)`, before the tab
  switch when another tab was selected, so that only the new top appears. A nested group's stack
  is its root group's (`managingTabGroup` is "the root-most UITabGroup … with an active
  managingNavigationController").
- **A tab's controller is made once.** Its provider runs the first time the tab is picked, and
  `UITab.viewController` keeps what it made: taken off the group's stack it is kept, and picked
  again it is the same instance (no second `viewDidLoad`). What was pushed above it is kept with
  it and comes back with it ("they will be part of the last (leaf-most) tab's
  proposedViewControllers such that they are preserved between updates", Apple,
  `tabBarController(_:displayedViewControllersFor:proposedViewControllers:)`); what was pushed
  above the group's own controller, with no grouped tab picked, leaves.
- **The delegate.** A tab bar of `UITab`s with a `select … when` line asks iOS 18's
  `tabBarController(_:shouldSelectTab:)` (`Tabs.shouldSelectTab(Albums)`) for every tab a person
  picks, grouped ones included, and tells it `tabBarController(_:didSelectTab:previousTab:)`
  (`Tabs.didSelectTab(Albums)`) once the tab is selected.

Not modelled yet: tab placements (`sidebarOnly`, `pinned`), a root tab's lazy provider (its
controller is made with the tab bar, as `viewControllers` makes them), the delegate's
`displayedViewControllersFor` and `didSelectTab`, and the sidebar shown or hidden by a person.

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
Changes of width move the children accordingly, with appearance callbacks. A secondary navigation
controller pushed whole onto the primary's goes back to the primary's list: once its own stack is
down to its root, `back` and the swipe back pop it from the primary's navigation controller (the
Master-Detail template on an iPhone).

A column-style split view (iOS 14: `columns double|triple`, `supplementary`, `compact`) has its
primary, supplementary and secondary columns each in a navigation controller UIKit adds
(`SPrimary`, `SSupplementary`, `SSecondary`); the compact column is shown as assigned, without
one (a detail shown from a content controller there is presented). Expanded, its display mode decides which columns show (`display secondaryOnly`, one
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
`A.willMove(nil)`, `B.willMove(X)`, A's will-disappear and B's will-appear, B's did-appear and then
A's did-disappear (as devices log it), then
`A.didMove(nil)` and `B.didMove(X)`. A container with `manual appearance`
(`shouldAutomaticallyForwardAppearanceMethods` false) forwards nothing by itself; its hooks call
`begin appearing|disappearing X` and `end appearance X`, and a begin without its end (or the
reverse) is UIKit's "Unbalanced calls to begin/end appearance transitions" warning.

`replace A with A#1`, a transition from a child to itself, is refused before anything changes:
there is nothing to show (UIKit documents no answer; `Fixtures/model/containment-replace-itself`).

A container off screen whose view is loaded (under a full-screen presentation, in a tab not
selected) still adds the child's view to its own: `embed B in X` and `replace A with B` load B
there (`B.viewDidLoad` between `willMove` and `didMove`), and B appears with the container. The
guide's steps are `addChild`, `self.view.addSubview(content.view)`, `didMove` (seed 000, "Adding a
Child View Controller to Your Content"), and reading `view` while it is nil loads it (Apple,
`UIViewController.view`; `Fixtures/model/containment-embed-off-screen`).

Every child a custom container holds is on screen with it: the visible controller is its last
child's, and a person taps any child's controls, a tab bar controller's bar among them, so
`select 2` picks a tab bar controller held beside the last child when it is the only one on
screen (`Fixtures/model/containment-custom-tab-bar-beside`).

### SwiftUI content

A scene or container with `hosting "SettingsView"` is a `UIHostingController` whose root view is
that SwiftUI view. flow does not read SwiftUI: to UIKit a hosting controller is a view controller
like any other, with the same callbacks, presented, pushed, contained and unwound through, and
that is what flow models. What a person can do inside it is written as the scene's members: a
`NavigationLink` is `button … -> show …` (SwiftUI pushes the destination, in a hosting controller
of its own, on the navigation stack around it), a `.sheet` or `.fullScreenCover` is `present`.
A `UIViewControllerRepresentable`'s controller is a child of the hosting controller that shows the
representable (SwiftUI adds it as a child view controller): a `container` with `hosting` and
`embed` of the controller's scene. A `NavigationStack` (or `NavigationView`) at the root of a
hosted view is a navigation controller inside its hosting controller, the view's content its root
(`container Settings { hosting "SettingsView"; embed Stack }`, `navigation Stack { root Content }`,
`scene Content { hosting "SettingsView" … }`), and a `TabView` that lists its tabs is a tab bar
controller inside its hosting controller, each tab the screen of its view (`container Root {
hosting "ContentView"; embed RootTabs }`, `tabs RootTabs { Notes, Settings }`; W116 does not
call such a tab bar misplaced): where the sources say nothing about the private
classes SwiftUI uses, this is the structure the view debugger shows and the one whose callbacks
the hosted storyboard controllers receive. `print tree` and the snapshot say `SwiftUI View`; the
studio draws the content as a labelled placeholder. `flow import --app` writes these declarations
from the app's Swift (<doc:RealApps>).

### Launch

At launch the initial scene and its relationship and embedded children are instantiated depth
first, in declaration order; what is shown loads and appears parent before child, not animated.

### Replacing the window's root

`set window.rootViewController = Main` is what an app does once a person has signed in or finished
its onboarding: a new instance of Main, with its relationship children, becomes the window's root
in place of the old one. Apple's `UIWindow.rootViewController`: assigning a view controller
"installs the view controller's view as the content view of the window … If the window has an
existing view hierarchy, the old views are removed before the new ones are installed." The
callbacks come as a push without animation logs them: the new root loads (`Main.viewDidLoad`), the
old root and what it shows get `viewWillDisappear(false)`, the new root and what it shows
`viewWillAppear(false)` and `viewIsAppearing`, then the old ones `viewDidDisappear(false)` and the
new ones `viewDidAppear(false)`; the old root's hierarchy is then released. The trace notes
`window.rootViewController = Main (was Welcome)`. The window animates nothing: an app's
`UIView.transition(with: window, …)` cross-dissolve around the assignment is a snapshot, and no
callback says `animated`, so the statement takes no options. Transitions in flight end first.

A presentation the old root still shows is not dismissed by UIKit: the presented view
controller's view stays in the window over the new root, and keeps the old root alive behind it
(apps dismiss first, or remove the lingering transition view by hand). flow releases it with the
old hierarchy, telling no controller, and warns: `the window's root was replaced while Sheet is
presented: … dismiss it before replacing the root`. `Fixtures/model/containment-window-root.flow`
pins both.

## Presentation

`present(B)` called on view controller X, with B's resolved style S:

1. If X (or the controller P that will present, rule 2) is already presenting, UIKit warns
   `Attempt to present B on P (from X) which is already presenting C` and nothing happens. If a
   transition is in progress, UIKit warns
   `Attempt to present B on P (from X) while a presentation is in progress` and nothing happens.
   The warnings name the controller that would present and, in parentheses, the one `present` was
   called on, as device logs have since iOS 14 (`[Presentation] Attempt to present
   <UIAlertController> on <UINavigationController> (from <DashboardViewController>) which is
   already presenting <LoaderViewController>.`); on iOS 13 and before they named X alone
   (`Attempt to present B on X which is already presenting C`).
2. Who presents (the presentation context):
   - `fullScreen`, `overFullScreen`, `pageSheet`, `formSheet`, `popover`, `custom`: the
     presenting controller must cover the whole screen, so the walk goes up from X through
     parents to the root of X's tree (the window's root or a presented controller).
   - `currentContext`, `overCurrentContext`: the walk goes up from X through its parents (not
     through presenting controllers: "walks up the view controller hierarchy") to the first
     controller that `defines context` — a navigation
     controller does, as UIKit's `UINavigationController` sets `definesPresentationContext` by
     default ("Some system-provided view controllers, such as UINavigationController, change the
     default value to true", Apple's `definesPresentationContext`) — so a current-context
     presentation from a scene in a navigation controller covers that navigation controller, and
     one from inside a sheet's navigation controller stays in the sheet; if there is none, a
     controller presented full screen, or a popover's content, is covered by what it presents
     over its context (apps show `overCurrentContext` dialogs from modal screens so; before, flow
     walked on to the controller presenting it and warned that it was already presenting), and a
     receiver in the window's root's tree asks the root, which warns when it is already
     presenting: a sheet it presents is no ancestor of the receiver's. If that controller
     `provides transition`, its transition style is used.
3. Style resolution: `automatic` becomes `formSheet` from iOS 18, `pageSheet` on iOS 13 to 17,
   `fullScreen` on iOS 12 (Apple, `UIModalPresentationStyle.automatic`: "For most view
   controllers, UIKit maps this style to formSheet in iOS 18 and later; pageSheet in versions of
   iOS earlier than iOS 18"; both are sheets, and the callbacks are the same). Adaptation when the
   width class is compact: `popover` becomes `formSheet` (iOS 12: `fullScreen`); on iOS 12
   `pageSheet` and `formSheet` become `fullScreen`, while from iOS 13 on sheets stay sheets. The
   current-context styles do not adapt: Apple's guide says they become `fullScreen`, but UIKit's
   presentation controller adapts only through its delegate, and iPhone apps rely on
   `overCurrentContext` overlays and on current-context presentations that keep the tab bar. The
   presented scene may override adaptation (`adapts S` / `adapts none`). `style(X)` reports the
   resolved style, and adaptation is redone when the width class changes. A presentation whose
   style is `none` is UIKit's exception `The specified modal presentation style doesn't have a
   corresponding presentation controller.` (Apple, `UIModalPresentationStyle.none`: "Do not use
   this style to present a view controller").
4. Whether the presenter's content goes away: `fullScreen` and `currentContext` remove the
   presenting context's views when the transition ends, so it and the children it shows get
   `viewWillDisappear` / `viewDidDisappear` (and the mirror image on dismissal).
   `overFullScreen`, `overCurrentContext`, `popover` and the sheets do not (iOS 12 sheets adapted
   to `fullScreen` in compact width do). `custom` keeps the presenter's view unless its `presenter`
   `removes presenter` (`shouldRemovePresentersView`, false by default): with an animator alone,
   or nothing, UIKit's base presentation controller keeps it, so the presenter gets no
   appearance callbacks, as devices log it.
5. Order of a `fullScreen` presentation of B from A: `B.viewDidLoad`, `A.viewWillDisappear`,
   `B.viewWillAppear`, `B.viewDidAppear`, `A.viewDidDisappear`, then the completion — the
   presented controller's did-appear comes before the presenter's did-disappear, unlike a push.
   Dismissal: `B.viewWillDisappear`, `A.viewWillAppear`, `A.viewDidAppear`,
   `B.viewDidDisappear`, then the completion (it always runs after the dismissed controller's
   `viewDidDisappear`). Styles that keep the presenter (rule 4) give only B's callbacks.
6. Presenting from a controller whose view is not in the window (a covered presenter, a hidden
   tab, a controller below the top of a stack, one not yet shown, one in its `viewWillAppear`) is
   refused with UIKit's warning `Attempt to present B on P (from X) whose view is not in the window
   hierarchy` (before iOS 14, `… on X whose view …`). In `viewWillAppear` the view is "about to be added to a view hierarchy" (Apple,
   `viewWillAppear(_:)`), and it is there from `viewIsAppearing` on ("after it adds the view
   controller's view to the view hierarchy"), so a presentation from `viewIsAppearing` or
   `viewDidAppear` is made. Before iOS 13, which has no `viewIsAppearing`, the whole appearance
   counts as in the window. This is asked before rule 1's "already presenting" (after its
   "in progress"): a controller a full-screen presentation
   took out of the window (an unwind action presenting while the stack it unwinds out of still
   covers it) gets this warning, not "already presenting", as devices log it; one a sheet leaves
   in the window gets rule 1's.

### Popover

A popover needs an anchor (the trigger control, or `from NAME`); without one it is UIKit's
exception
`UIPopoverPresentationController … should have a non-nil sourceView or barButtonItem set before the presentation occurs`.
`tap outside` dismisses a popover that is shown as a popover, and a page or form sheet in regular
width (from iOS 13 a person's tap on the dimmed area beside a sheet on an iPad dismisses it; before,
a sheet there was modal). It is a person's dismissal, told to
the presentation controller's delegate as a swipe down a sheet is (Apple deprecated
`popoverPresentationControllerShouldDismissPopover` for `presentationControllerShouldDismiss`):
`presentationControllerShouldDismiss`, `presentationControllerWillDismiss`, the dismissal, then
`presentationControllerDidDismiss`. A scene's `dismiss when` false refuses it
(`presentationControllerDidAttemptToDismiss`), and so does `modal in presentation` on the popover
or what it shows, with only `presentationControllerDidAttemptToDismiss` (Apple,
`isModalInPresentation`: "UIKit ignores events outside the view controller's bounds").
Before iOS 13 (`platform iOS 12`) those delegate methods do not exist ("iOS 13.0+"): the popover's
delegate is asked `popoverPresentationControllerShouldDismissPopover` ("called in response to
user-initiated attempts to dismiss the popover") and, once it is gone, told
`popoverPresentationControllerDidDismissPopover`; `dismiss when` false refuses with nothing more,
and `modal in presentation` stands for what such an app set, `isModalInPopover`, which ignores the
tap without asking (`Fixtures/model/presentation-popover-tap-outside-ios12`).

A controller inside a popover shown as a popover (its content, or a child of it) that presented
something full screen is not told it appears again when that presentation is dismissed: no
`viewWillAppear`, `viewIsAppearing` or `viewDidAppear` (Apple, `viewWillAppear(_:)` and
`viewDidAppear(_:)`: "If a view controller is presented by a view controller inside of a popover,
this method is not invoked on the presenting view controller after the presented controller is
dismissed"); it is on screen again all the same. A popover adapted to a sheet in compact width is
no popover, and its content is told (golden `presentation-from-inside-a-popover`).

### Sheets

From iOS 13, `swipe down` dismisses a sheet interactively: `presentationControllerShouldDismiss`,
`presentationControllerWillDismiss`, `B.viewWillDisappear`, `B.viewDidDisappear`,
`presentationControllerDidDismiss`. A scene that is `modal in presentation` refuses it with
`presentationControllerDidAttemptToDismiss`, and so does the delegate when its
`presentationControllerShouldDismiss` returns false (`dismiss when EXPR` in the presented scene, or
in a controller it shows, as the root of a presented navigation controller): then
`presentationControllerShouldDismiss`, `presentationControllerDidAttemptToDismiss` and nothing
else. A programmatic `dismiss` calls none of the
delegate's will/did methods. A swipe that is cancelled gives
`presentationControllerShouldDismiss`, `presentationControllerWillDismiss`,
`B.viewWillDisappear`, then `B.viewWillAppear`, `B.viewDidAppear`, and no
`presentationControllerDidDismiss`.

From iOS 15, a sheet has detents (`detents medium, large`, or custom heights in points): it shows
first at the smallest; `swipe up` and `swipe down` move it between them, reported to the delegate
as `sheetPresentationControllerDidChangeSelectedDetentIdentifier`, and only from the smallest does
a swipe down dismiss. Code sets the detent too (`set Search.detent = large`, selectedDetentIdentifier
in `animateChanges`): the sheet rests there and the delegate hears nothing, as it hears only a
person's drags; a detent the sheet does not have changes nothing. At or below its largest undimmed detent (`undimmed medium`) what it covers
takes taps.

### Alerts and action sheets

A scene declared with `alert` is a `UIAlertController` (<doc:Language#Alerts>). Whatever style it
is presented with, UIKit chooses: an alert is presented by its own presentation controller, which
does not remove the presenter's views (`style(X)` is `custom`; the presenter gets no appearance
callbacks, and the alert gets its own `viewDidLoad`, `viewWillAppear`, `viewIsAppearing`,
`viewDidAppear`); an action sheet does the same in compact width, sliding up from the bottom, and
in regular width is a popover ("the modal presentation style of a UIAlertController with the
actionSheet style is popover"), which needs an anchor: without one, UIKit's exception "Your
application has presented a UIAlertController (…) of style UIAlertControllerStyleActionSheet from
… You must provide location information for this popover…". The trace says `present Discard on
Nav (alert)` and the tree `presents Discard  alert`. Only the alert takes taps while it is up.

A person's tap on an action dismisses the alert, animated, and then calls the action's handler
(`UIAlertAction`'s block runs once the alert is gone): the trace says `alert Discard: discard
(destructive)`, the dismissal, then what the handler does. A tap outside an action sheet goes
through its cancel action, handler included; a popover action sheet without one just goes; a tap
outside an alert does nothing. A second `cancel` action is UIKit's exception "UIAlertController
can only have one action with a style of UIAlertActionStyleCancel", reported when the file is
checked.

Text fields (`field NAME`, `addTextField(configurationHandler:)`) belong to the alert style only:
on an action sheet UIKit raises "Text fields can only be added to an alert controller of style
UIAlertControllerStyleAlert", reported when the file is checked. What a person types is the
field's text, the alert's variable (`Rename.name`, a note `Rename.name: "Carbonara"` in the trace;
no view controller callback). An action with `when` is enabled while it holds (`isEnabled`, which
apps update from the text field's editing-changed events): a tap on it while disabled does
nothing. A handler runs once the alert is gone and reads the fields as they were when its action
was tapped. An action sheet shown while the width changes moves between its two forms (`Share
adapts to an action sheet`, `… to a popover`): never a form sheet a swipe dismisses, as a popover
adapting would be (`Fixtures/model/alert-action-sheet-size-change`). Not modelled: the Return key
(which triggers the preferred action) and the keyboard.

### Search

A scene with `search` has a `UISearchController` in its navigation item; `search results R` gives
it a results controller (`searchResultsController`), else the scene shows its own results. flow
names the search controller after the scene, `RecipeListSearch` for `RecipeList`, as it names the
More list: that name is an event receiver, a scene in expressions, and a line of `print tree`.

- **Becoming active** (`search`, or `search "pasta"`, a person tapping the field and typing) is a
  presentation UIKit makes itself: the search controller is presented over the current context of
  the scene, found by the presentation-context walk from the scene (UIKit's
  `definesPresentationContext`: the scene itself when it defines one, else the first parent that
  does — its navigation controller, by default — else the window's root), the presenter's views
  staying, so the scene gets no disappearance.
  The order: `RecipeList.willPresentSearchController`; the first time, the search controller's
  `viewDidLoad` and its results controller joining it as a child (`willMove`, `didMove`); the
  presentation's will-phase (the search controller and its results controller appear together,
  the results' view hidden or not); `RecipeList.updateSearchResults("")` as the field becomes the
  first responder; the did-phase; `RecipeList.didPresentSearchController`. The delegate and the
  results updater are the scene's, as in most apps and Apple's samples. The field a person taps
  is in the navigation bar (Apple, `UINavigationItem.searchController`: "The navigation controller
  integrates the search bar from your search controller into the navigation bar interface"): a
  scene that is no navigation stack's top, or whose bar is hidden, shows none, and `search` says
  so and does nothing; code's `set List.searching = true` (`isActive`) still presents it
  (`Fixtures/model/search-field-in-navigation-bar`).
- **A scene whose search its navigation controller presents** (no controller between them defines
  the context; UIKit logs that the top view controller must set `definesPresentationContext`)
  cannot be popped while the search is active: the navigation controller leaves its stack as it is
  and logs `popToViewController:transition: called on <Nav> while an existing transition or
  presentation is occurring; the navigation stack will not be updated` (Stack Overflow, "UISearchController
  persisting after segue"); a new stack that would leave the scene is refused the same way
  (`Fixtures/model/search-presented-by-navigation-pop`).
- **Typing** is `updateSearchResults` with the whole text at once (a person typing letter by
  letter makes one a letter). While the field holds text, the results controller's view shows and
  takes taps; while it is empty, or without a results controller, what is under the search (the
  scene showing its own results) takes them. Hiding or showing the results' view sends no
  appearance callbacks.
- **Cancel** (`cancel search`): `willDismissSearchController`, `updateSearchResults("")` as the
  field empties, the dismissal (the search controller and its results controller disappear), then
  `didDismissSearchController`. The search controller is the scene's for as long as the scene
  lives: activating it again loads nothing.
- **Pushing from the results**: `show` from the results controller walks on past the search
  controller to the controller presenting it, so with the scene defining the context it pushes
  onto the scene's navigation controller; the search goes off screen with the scene and is still
  active, with its text, when the pushed scene is popped. When the scene does not define the
  context, its navigation controller (which does by default) presents the search, over the whole
  navigation controller:
  iOS 18 logs "The topViewController (…) of the navigation controller containing the presented
  search controller (…) must have definesPresentationContext set to YES.", and what is pushed goes
  under the search, which stays on top — the bug apps fix with `definesPresentationContext = true`.
  Presenting from the results controller presents from the search controller, the presentation's
  root.
- **The scope bar** (`search scopes "All", "Soups"`: the search bar's `scopeButtonTitles`) shows
  while the search is active (`automaticallyShowsScopeBar`, true by default), the first button
  selected. `search scope "Soups"` is a person tapping that button: the search bar's delegate, the
  scene, gets `RecipeList.selectedScopeButtonIndexDidChange(1)` and nothing else — UIKit calls
  `updateSearchResults(for:)` only "when the search bar becomes the first responder or the search
  bar's text changes" (Apple), which is why apps filter again in the delegate; the selected
  button tapped again sends nothing; with the search inactive there is no bar to tap (the trace
  says so). The selection outlives a Cancel. `searchScope(RecipeList)` is the selected title
  (`""` without a scope bar); `print tree` shows it (`scope "Soups"`).
- `searching(RecipeList)` is `isActive`, `searchText(RecipeList)` the field's text (`""` when
  empty); `set RecipeList.searching = true|false` sets `isActive` in code, with the same
  presentation or dismissal and the delegate told ("…or you set the isActive property to true",
  Apple's `presentSearchController(_:)`). Set to false in a result's `prepare`, it comes too late:
  the segue's source has left the window with the search, and its `show` is refused. `flow explore` types `search "a"` in a search field on screen, taps the scope bar's other buttons and Cancel.

Sources: Apple's `UISearchController`, `UISearchControllerDelegate` (whose will/did methods come
with the automatic presentation and dismissal only) and `UISearchResultsUpdating` ("when the search
bar becomes the first responder or when the user makes changes inside the search bar");
`definesPresentationContext`; WWDC14 "View Controller Advancements in iOS 8" (`show` from search
results). No published device log gives the interleaving of the delegate's calls with the
appearance callbacks: flow's order follows UIKit's implementation as read from iOS 18's code, and
the step of `show` past a search controller to its presenter is the responder chain's (a presented
controller's next responder is its presenter), which flow takes for search controllers only.
Not modelled: the scope bar, `hidesNavigationBarDuringPresentation` (the bar's hiding is not in
the tree), `obscuresBackgroundDuringPresentation` (false by default since iOS 15: what is under an
empty search takes taps), `showsSearchResultsController`, a delegate that presents the search
controller itself (`presentSearchController(_:)`).

## Dismissal

- `dismiss` called on X: if X is presenting, it dismisses what X presents; otherwise it is
  forwarded to X's presenting controller (X being presented, or inside a presented tree).
- Dismissing a controller that presents a chain dismisses the whole chain above it: only the top
  one animates (Apple, `dismiss(animated:completion:)`: "any intermediate view controllers are
  simply removed from the stack"). The ones in between that were on screen — sheets under the
  top sheet — are told they disappear, not animated, after the top, the highest first; those a
  full-screen presentation had covered already get nothing. A sheet torn down so gets no
  `presentationControllerDidDismiss`, only its `viewDidDisappear` (react-native-screens' pull
  request 4016 relies on both). The controller that becomes visible gets `viewWillAppear` /
  `viewDidAppear` only if its content had been removed (Presentation, rule 4).
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
  primary's navigation controller when collapsed — a navigation controller shown so is pushed
  whole, nested, as collapsing pushes a secondary navigation controller onto the primary's (the
  Master-Detail template's "Show Detail" to a navigation controller on an iPhone), where pushing
  one anywhere else is UIKit's exception; anywhere else the destination is presented modally.
- `present`, `popover`, `custom`: as in Presentation; a custom segue's `perform` presents
  without animation unless its body says otherwise.
- `embed` and the relationships (`root`, tabs, split columns) are instantiated with their
  container.

A control can instead send an action to its scene's controller (target-action, an `@IBAction`;
`button done { dismiss }`). UIKit's `sendAction(_:to:from:for:)` calls the method, traced as
`Editor.done`, and nothing of a segue happens: no `shouldPerformSegue`, no destination made in
advance, no `prepare`. What the method does is the app's code, run as the controller's own:
`dismiss` is `self.dismiss(animated:)` (which UIKit forwards to the presenter when the controller
presents nothing), `pop` its `navigationController`'s, `present X` a presentation from it, even
when another scene is on top.

## Unwind segues

`unwind action` fired from source S (by a control or by the `unwind` statement):

1. `shouldPerformSegue` on S, for a control-fired unwind (as for every segue).
2. The search: S itself is asked first (`S.canPerformUnwindSegueAction`, when S implements
   `action`; as devices log it, with S as `fromViewController`, whose answer for its own unwind is
   no); then, starting from S's parent, walk up through parents, then to the presenting
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
   `unwind(for:towards:)`, whose `towards` is the container's own child on the path ("the view
   controller closest to the current controller", Apple): a tab bar controller gets the tab
   that holds the destination (`Tabs.unwind(for: MailNav)`) and selects it, a navigation
   controller the child leading to the destination and pops to it. Appearance callbacks follow the rules above. A
   destination that is showing a current-context presentation dismisses it only if the source is
   inside that presentation.

## Transitions and time

### Virtual clock

Time is a virtual clock (`Sources/FlowModel/App+Clock.swift`). Animated transitions take a
duration: 0.35 s for a push or pop, 0.5 s for a modal presentation or dismissal, a custom
animator's `duration` (0.5 s when it gives none); `animated false` takes none. A transition's
will-phase happens when it starts, its did-phase (and `didMove`, the completion handler, the
animator's `completeTransition` and `animationEnded`) when it ends. `flow run --time` stamps every
event, `  [0.350] Detail.viewDidAppear(true)`, and adds `"time"` (seconds since launch) to every
event object of `--format json`; each launch starts the clock at 0.

- **Outside a `timeline`** every statement runs until the app is idle: its transitions complete
  before the next statement, so traces are those of an instantaneous UIKit with times attached.
  `wait D` there only moves the clock. An animated transition started while another ends (a
  `viewDidAppear` hook's `pop`, `push` or `present`) starts there and ends later, as a timeline
  has it: UIKit's animated calls start the animation and return, so the rest of the transition
  that called the hook — the pushed controller's `didMove(toParent:)`, the presenter's
  `viewDidDisappear`, the completion handler (Apple, `present(_:animated:completion:)`: called
  "after the viewDidAppear(_:) method is called on the presented view controller") — comes first
  (`Fixtures/model/transition-started-in-did-appear`). Hooks called in a rest so started count the
  chain of rests before them as nesting: a `viewDidAppear` that pushes another of its scene stops
  at the hooks' limit (`Fixtures/model/hook-starts-its-own-transition`). A hook that starts two
  animated transitions in a row starts the second while the first animates, with a timeline's
  warnings and refusals: a pop during the push is refused, a dismissal during the presentation
  too, a second push waits for the first (`Fixtures/model/hook-starts-two-transitions`); and a tab
  bar's delegate hears `didSelect` before the did-phase of what the new tab's hooks start.
- **Inside `timeline { … }`** animated transitions stay in flight: the next statement acts in
  the middle of them. `wait D` moves the clock on and finishes, at their own end times, the
  transitions that end by then. A present or dismiss while a presentation or dismissal is in
  flight gets UIKit's warning (`… while a presentation is in progress`, `… while a presentation
  or dismiss is in progress`) and no effect, as does a push or pop while one animates (`nested
  push animation can result in a corrupted navigation bar`). When the block ends, the trace says
  `end of timeline: the app runs until idle` and the rest of the transitions finish.
- **`print tree`** inside a timeline adds a line per transition in flight:
  `in flight: push Detail on Nav  List -> Detail · 29% · ends at 0.350`.

`examples/transitions.flow` shows a custom presentation and a timeline; the golden traces are
in `Tests/FlowRuntimeTests/Fixtures/transitions` (an animated push, a non-animated present, a
custom animator, presenters that keep or remove the presenter, a timeline with mid-transition
attempts, interactive pops and dismissals, sheets, `alongside`, `print tree` in flight).

### Custom transitions

A custom presentation calls, in order: `presentationController(forPresented:)` (style `custom`
only), `animationController(forPresented:)`, `interactionControllerForPresentation`,
`presentationTransitionWillBegin`, `transitionDuration`, `animateTransition` (or
`startInteractiveTransition`), `containerViewWillLayoutSubviews` /
`containerViewDidLayoutSubviews`, `completeTransition(true)`,
`presentationTransitionDidEnd(true)`, the completion handler, `animationEnded(true)`. A dismissal
mirrors it with `dismissalTransitionWillBegin` / `dismissalTransitionDidEnd`.

Appearance interleaves: the presented controller's `viewWillAppear` comes before
`animateTransition`, its `viewDidAppear` after `completeTransition`. The order is Apple's guide's
(seeds 001 and 002, see Sources). After `animateTransition` comes
`frameOfPresentedViewInContainerView` (the presenter's `frame`, as fractions of the container);
the container's layout calls are shown with `--verbose`. A presenter that `dims` shows its dimming
view as notes (`HalfSheet: dimming view fades in`, `… fades out`, `… removed`).

Choices where the sources are silent, each also written in the code: the transitioning
delegate implements only what is declared (no `animationController` call without an animator,
no `interactionController…` without one either, since UIKit passes it the animator); a
non-animated transition asks for no animator; the presentation controller's will-begin comes
before the appearance will-phase; custom animators for pushes (a navigation controller
delegate's) are not modelled and say so in the trace.

Receivers: the animator's name for the animator's calls (`completeTransition` included: the
animator makes it), the presenter's name for the presentation controller's calls, and the
presented instance for the transitioning delegate's and the adaptive delegate's.

### Interactive

`swipe … to P% then cancel|finish` drives one `updateInteractiveTransition(P)` (the animator's,
or the navigation controller's for the system swipe back). A finished interactive transition has
the order of its non-interactive transition. A cancelled one ends with
`completeTransition(false)`, `…DidEnd(false)`, `animationEnded(false)`, no completion handler,
the hierarchy as it was before, and appearance rolled back — for a cancelled swipe back from B to
A: `B.willMove(nil)`, `B.viewWillDisappear`, `A.viewWillAppear`, (cancel) `A.viewWillDisappear`,
`A.viewDidDisappear`, `B.viewWillAppear`, `B.viewDidAppear`. The swipe begins the pop, so B hears
`willMove(toParent: nil)` as it starts, before anyone knows how it ends; only `didMove(toParent: nil)`
waits for a finished one (apps that take `willMove(nil)` for "going back" are told so falsely on a
cancelled swipe, as on a device).

`swipe down to P% then finish|cancel` on a presentation whose animator is `interactive` runs the
dismissal through it: `animationController(forDismissed:)`, `interactionControllerForDismissal`,
the will-phase, `transitionDuration`, `startInteractiveTransition` (in place of
`animateTransition`) and one `updateInteractiveTransition(P)`. The finger is taken to move at the
animation's pace: the update comes P of the duration after the start, and the rest of the way
(finish) or the way back (cancel) takes the remainder. `swipe back` (the system's pop, 0.35 s)
and a sheet's `swipe down` (0.5 s) are spread over the clock the same way; a swipe back is held in
flight by a timeline, a sheet's swipe ends within its statement.

### Zoom

iOS 18's zoom transition is a view controller's own (`preferredTransition =
.zoom(sourceViewProvider:)`, "to the presented or pushed view controller's view", Apple's
UIViewControllerTransition.h): `transition zoom` in a scene. A presentation keeps its resolved style
(the trace says `present Viewer on Nav (fullScreen, zoom)`) and its callbacks, a push says `push Photo
on Nav (zoom)`; what differs is what a person can do: a downward pan dismisses a zoomed
presentation, whatever its style — a full-screen one's presenter appearing again, as when it is
dismissed in code — with the presentation controller delegate's calls of a sheet's swipe, and pops a
zoomed pushed controller as the swipe back does (`swipe down (zoom): pop Photo from Nav`). Before
iOS 18 the scene's zoom is ignored: the default transitions run, and a full-screen presentation
has no swipe down. Not modelled: `interactiveDismissShouldBegin` (a scene's `dismiss when` answers
for a zoomed presentation's swipe as for a sheet's), the pinch and the back swipe from anywhere,
and a push interrupted into a pop. A zoom on a segue or a `present` is an error: UIKit has no
presentation-side zoom.

### Transition coordinator

Hooks may run `alongside { … }` (the transition coordinator): the block runs with the
transition, and its completion after it. It registers with the coordinator of the transition
being set up (hooks of `viewDidLoad`, `viewWillAppear`, `viewWillDisappear`): the block runs when
the transition's animations start (after the will-phase and `animateTransition`), marked
`transition coordinator: alongside animation`, and `… alongside completion` comes when the
transition ends, right after `completeTransition` and before the did-phase (flow's reading of
UIKit: the coordinator's completions run as the context completes; the guide does not say). In a
hook with no transition (`viewDidAppear`), the coordinator is nil and the trace says nothing ran.

## Scenes and entry points

An app's window scene has a delegate (`UIWindowSceneDelegate`); flow's events for it go to the
receiver `SceneDelegate`. It hears of the scene's life, and of what opens the app — the file's
`link`, `activity` and `shortcut` blocks are its code (Language.md, Entry points). None of it
touches the view controllers: a person leaving the app and coming back sends no appearance
callback, since the views stay in their window.

- **Launch**, in a file with an entry point: the storyboard's window and root exist first (their
  children's containment callbacks), then `SceneDelegate.willConnectTo`, the root's will-phase,
  `sceneWillEnterForeground`, `sceneDidBecomeActive`, then the root's `viewDidAppear`. Opened by
  something (`open` with no app yet), `willConnectTo("recipes://…")` carries it in its connection
  options and neither `openURLContexts`, `continue` nor `performActionFor` is called; the block runs
  once the scene is active, as apps that keep a cold launch's link for `sceneDidBecomeActive` do.
- **A URL of the app's scheme**, running: `openURLContexts("…")`, then the block; from the
  background, `openURLContexts`, the block, then `sceneWillEnterForeground` and
  `sceneDidBecomeActive`.
- **A universal link** (`https`) **or a user activity**: from the background,
  `sceneWillEnterForeground`, `continue("…")`, the block, `sceneDidBecomeActive`; running, `continue`
  and the block.
- **A quick action**: as a user activity from the background, with `performActionFor("…")`. A
  person chooses one on the app's icon on the Home Screen, so `open shortcut` while the app is in
  the foreground first takes it there (`sceneWillResignActive`, `sceneDidEnterBackground`, and the
  restoration activity when the file has one), then brings it back with the action.
- **State restoration** (`activity "type" restoration`): at `background`, after
  `sceneDidEnterBackground`, `SceneDelegate.stateRestorationActivity` (UISceneSession: "Before
  disconnecting a scene, the system asks your delegate for an NSUserActivity object containing
  state information for that scene"; asked as the scene leaves, since a suspended app can be
  ended without notice), its userInfo the app's model (the file's globals). A `launch` from the
  background: the system ended the app, and the new scene's `willConnectTo(stateRestorationActivity:
  …)` carries the session's activity; the block runs right there, before the root's will-phase
  (Apple's sample restores in `willConnectTo`, `configure(window:with:)`), so what it pushes or
  selects loads and appears with the launch. A `launch` from the foreground starts afresh: ending
  an app in the app switcher discards its restoration state.
- **`background`**: `sceneWillResignActive`, `sceneDidEnterBackground`; **`foreground`**:
  `sceneWillEnterForeground`, `sceneDidBecomeActive`. A person's taps and swipes wait for the app to
  be in the foreground; code (a block, a hook) runs in the background as on screen.
- **Several windows** (an iPad's scene sessions): each window is a scene with its own delegate
  (`SceneDelegate#2` for the second) and its own view controller hierarchy, made from the
  storyboard's initial scene as the app's scene configuration says; the app's model is one.
  `open window` is a new session's scene connecting full screen: the scene in front resigns and
  goes to the background, then the new one's `willConnectTo` (with the activity it was opened for
  in its connection options, `UIScene.ConnectionOptions.userActivities`), its root's will-phase, `sceneWillEnterForeground`, `sceneDidBecomeActive`, its `viewDidAppear`,
  as at a launch. Switching windows sends the scene callbacks alone, the old scene's before the
  new one's. `close window`: "UIKit disconnects a scene when the user explicitly closes it in the
  app switcher" (`sceneDidDisconnect(_:)`), after it leaves the foreground; its view controllers
  are released without appearance callbacks, and the window behind comes to the front.
- **Side by side** (`open window beside`: Split View, iPadOS 26's tiled windows): both scenes are
  in the foreground, each with half the screen, where an iPad is horizontally compact (portrait
  in any split, landscape at a half or a third; the largest iPad Pro's landscape half is regular,
  which flow does not model). The window in front changes size first (its controllers hear of it
  as at `size compact`), then the new scene connects at compact width. Moving the focus between
  the two sends nothing; leaving the app sends both scenes to the background, the one in front
  first. Closing one gives the other its full width back (a size change); a window brought back
  from behind comes to the foreground, then fills the screen.

Sources: Apple's documentation of the scene life cycle ("Managing your app's life cycle"),
`scene(_:willConnectTo:options:)` and `UIScene.ConnectionOptions` (what opened the app at a cold
launch, "If your app is not running… to the scene(_:willConnectTo:options:) delegate method after
launch, and to scene(_:continue:) when the universal link is tapped while your app is running"),
"Supporting universal links in your app", and "Add Home Screen quick actions" (`performActionFor`
"if your app is already loaded"). Where they are silent, logs of apps on devices published with
Flutter's scene tests: a URL from the background before `sceneWillEnterForeground`, a universal link
between it and `sceneDidBecomeActive`. The quick action's place among the foreground callbacks is
given by no source: flow places it as a user activity. The interleaving of the launch's view
controller callbacks with the scene's is the one commonly observed, not documented; so is the
order of two scenes' callbacks when a person switches windows (flow: the old scene's, then the
new one's). Not modelled: windows side by side (Split View, both in the foreground, each its own
width), the app delegate's `application(_:didDiscardSceneSessions:)`, state preservation of more
than the window in front, and iOS 15's `scene(_:restoreInteractionStateWith:)` (flow restores in
`willConnectTo`, as most apps do).

## State preservation and restoration

- `preserve` walks from the window's root. A controller with a restoration identifier is saved
  with its variables, its children and what it presents; one without an identifier is skipped
  with its whole subtree and everything it presents. Navigation stacks, the selected tab and
  presented controllers (with their resolved styles) are part of the archive.
- `restore` relaunches: the default launch builds the initial hierarchy, then the archive
  rebuilds the preserved stacks, tabs and presentations, emitting `decodeRestorableState` and
  then `applicationFinishedRestoringState` for each restored controller. Excluded controllers
  come back in their default configuration.
- The archive is a file (`preserve to "path"`) in a documented, versioned JSON format (The
  archive format, below).

`preserve` / `preserve to "path"` and `restore` / `restore from "path"` model UIKit's state
restoration (the "Preserving and Restoring State" chapter of Apple's guide;
`examples/restoration.flow` walks through it scenario by scenario). Without a path the archive stays
in memory for the run (or the test); a path is relative to the script's folder, as an `import` is,
and the command line lets a script use files only in its own folder (`--allow-files` widens it;
<doc:Reliability>).

### Preserve

`preserve` walks from the window's root, in order down the chain: a controller, its children in
order, then what it presents. One with a restoration identifier gets `encodeRestorableState` and is
archived with its instance variables; one without is skipped with its whole subtree and whatever
it presents, and the trace says so (`not preserved: Account has no restoration identifier, and
with it Settings`). Globals are never archived.

### Restore

`restore` is a relaunch at the archive's width, in UIKit's order (Apple, "About the UI
Restoration Process"; Neuburg, *Programming iOS 9*, pp. 386–387):

1. the default launch instantiates the initial hierarchy — excluded controllers come back here,
   in their default configuration;
2. each archived controller is located by its restoration path among what the launch made, or
   made from the storyboard scene the archive names (the guide's steps 3 and 4; restoration
   classes and the app delegate are not modelled); stacks, the selected tab, a collapsed split
   view and presentations (with their resolved styles) are rebuilt without transitions, and the
   restored controllers' views load (`viewDidLoad`);
3. `decodeRestorableState` for each restored controller, down the chain: variables come back here,
   *after* `viewDidLoad` — the classic surprise;
4. `applicationFinishedRestoringState` for each restored controller, in the same order, once all
   have decoded (Apple: "called on restored view controllers after other object decoding is
   complete"; the app delegate's `application(_:didDecodeRestorableStateWith:)`, which UIKit calls
   just before, is not modelled);
5. the window appears, not animated: the topmost full-screen presentation and what it leaves
   visible. UIKit does not promise where the appearance callbacks fall relative to step 4; flow
   puts them after it, when the window is made visible.

An archived scene the storyboard no longer has, or that changed kind or identifier, is skipped
with a warning, and what hangs from it with it — the root and its relationship children, which the
launch made, as much as pushed and presented ones; a path that now leads to a controller of another
scene is skipped the same way (the guide: a swapped class decodes no state). `restored(X)` is true
for instances that decoded state in the current app. Instances are named anew after `restore`.
Two choices where the sources are silent: every restored controller's view loads during
restoration, even in a tab that is not selected (Neuburg: "viewDidLoad, in order down the
chain"); and a tab bar keeps its selected index even when the selected tab was excluded, which
then shows in its default configuration; when the app now has no child at the archived index, the
launch's selection stays, with a warning.

### The archive format

JSON, pretty-printed with sorted keys:

```json
{
  "format" : "flow-restoration-archive",
  "version" : 1,
  "width" : "compact",
  "root" : {
    "scene" : "Tabs", "kind" : "tabs", "restorationIdentifier" : "tabs", "path" : "tabs",
    "variables" : { },
    "selectedIndex" : 0,
    "children" : [
      { "scene" : "Library", "kind" : "navigation", "restorationIdentifier" : "library",
        "path" : "tabs/library", "variables" : { }, "children" : [ … ] },
      null
    ],
    "presented" : {
      "style" : "fullScreen", "requestedStyle" : "fullScreen",
      "controller" : { "scene" : "Search", … }
    }
  }
}
```

| field | meaning |
| --- | --- |
| `format` | always `flow-restoration-archive` |
| `version` | `1`; an archive with a newer version is refused |
| `width` | the window's width class when preserved; the relaunch uses it |
| `root` | the window's root controller, or absent when it has no restoration identifier |
| `scene`, `kind` | the scene it was made from (UIKit's encoded class) and its kind |
| `restorationIdentifier`, `path` | its identifier, and the identifiers from the root down joined by `/` (a duplicate gets `#2`, …) |
| `variables` | name → value: `{"int": 3}`, `{"decimal": 1.5}`, `{"string": "…"}`, `{"bool": true}`, `{"nil": true}`, `{"word": "formSheet"}`, `{"list": [ … ]}`, or `{"controller": "tabs/library"}` — a controller by restoration path (nil if it was not preserved or does not come back) |
| `children` | a container's children in order; `null` for a child skipped for lack of an identifier |
| `selectedIndex` | tab bar and page view controllers: an index into `children` (0 when there are none) |
| `collapsed` | split view controllers |
| `presented` | what it presents: `style` (resolved), `requestedStyle`, `anchor` (popovers), `controller` |

Reading checks, in this order: the JSON's limits — a number beyond a 64-bit integer (or a double's
range), or objects and arrays nested more than 500 levels deep (each controller in a chain takes
two), is reported as such with its line and column; then `format` and `version`; then the fields,
in a fixed order (a controller's fields as listed above, its variables by name), so with several
bad values the error names the same one every run; and last that the archive agrees with itself:
a `selectedIndex` outside its `children`, or a `path` given twice, is refused. `preserve to`
refuses to write an archive nested deeper than it could read back. A corrupt, truncated,
inconsistent or future-version archive, or a missing file, is a runtime error naming the file, and
the running app is left untouched: the archive is read and checked completely before the relaunch
starts.

## Errors and warnings

UIKit exceptions stop the script with a runtime error that names the statement's line and the
exception's text. UIKit warnings are printed and the statement has no effect; `--strict` turns
them into errors. Both appear in the trace, and in JSON output with a stable `kind`.

## Choices where the sources are silent

Where this page's rules, Apple's guide and its reference do not say, these are the choices
`Sources/FlowModel` makes, each also written where the code makes it. `Fixtures/…` names the golden
traces in `Tests/FlowRuntimeTests/Fixtures` that pin each one.

- **Containment at instantiation.** Relationship children (a navigation controller's root, tabs,
  split columns) are added when their container is instantiated, so launch begins with their
  `willMove(toParent:)` / `didMove(toParent:)` pairs, depth first, before anything loads; `didMove`
  follows `addChild` at once because there is no transition (Apple's `didMove(toParent:)` docs).
- **Loading and appearing.** A controller's view loads just before its first `viewWillAppear`;
  containers forward appearance to the children they show, parent before child, so a child's
  `viewDidLoad` comes after its parent's `viewWillAppear`. Layout events sit between the
  will- and did-phase and are shown only with `--verbose`.
- **Pop to a controller** emits every removed controller's `willMove(toParent: nil)` (top first),
  the one transition between the top and the destination, then their `didMove(toParent: nil)`.
- **Popover anchors.** A popover without an anchor is UIKit's exception only when it would be
  shown as a popover; in compact width it adapts first (as on an iPhone, where it does not crash).
- **Scenes' own adaptation.** `adapts S` / `adapts none` applies to the styles that adapt
  (popover, page sheet, form sheet).
- **Split views.** Compact width collapses the secondary onto the primary navigation controller
  (UIKit's default), so a compact app starts on the secondary, and the primary's root loads only
  when revealed; regular width separates the top of the primary stack back into the secondary
  column. Show Detail in an expanded split view replaces the secondary in one transition ordered
  like a push; showing the controller that already is the secondary does nothing ("if this view
  controller is the same as the one it would replace, this method does nothing", Apple,
  `showDetailViewController(_:sender:)`; `Fixtures/model/split-detail-same-secondary`). A split view handles `show` itself (`UISplitViewController` overrides
  `show(_:sender:)`): collapsed, its primary navigation controller pushes; expanded, the
  destination becomes the primary column ("Presents the specified view controller as the primary
  view controller", Apple) — never a modal presentation. A split view's state is a function of
  the width, whatever the path to it: one that joins the window in compact width — embedded in a
  custom container at launch or later, or presented — is collapsed, as at the launch and after
  `size compact` (`isCollapsed`: it collapses when its environment becomes horizontally compact;
  `Fixtures/model/split-state-follows-width`).
- **Column-style split views** (iOS 14 `UISplitViewController(style:)`, what current templates and
  most iPad apps use). `split Root { columns triple; primary Feeds; supplementary Timeline;
  secondary Article; compact Phone }` — a `supplementary` or `compact` column, or `columns
  double|triple`, makes the column style. UIKit wraps the primary, supplementary and secondary
  columns' view controllers in navigation controllers (WWDC20 "Build for iPad"; not the compact
  column's, which it shows as assigned: apps give it a navigation controller or a tab bar of
  their own); flow names the wrappers after the split and the column (`RootPrimary`,
  `RootSupplementary`, `RootSecondary`), and scripts name them like any scene
  (`stack(RootSecondary)`); a scene the storyboard declares under a wrapper's name is an error
  (`column-wrapper-name-taken`), as two controllers of one name would be. Expanded, the columns stand side by side
  (flow's display mode: all beside the secondary); a `show` from a column pushes on that column;
  `detail X` (`showDetailViewController`) pushes X onto the secondary column's navigation
  controller when X is none (Apple, answering FB8640357 on `setViewController(_:for: .secondary)`:
  "The secondary column gets this special treatment if the view controller gets set to a
  non-navigation controller when it already has a nav controller—i.e., it's pushed onto the nav
  stack", expected behaviour; quoted at zhaoxin.pro), so details pile up with a back button, and a
  navigation controller X takes the column's place, UIKit's wrapper leaving. Collapsed,
  the compact column shows alone when there is one (Apple, `Column.compact`: "shown when
  isCollapsed is true"); without one, the columns' stacks stack onto the primary's, the
  secondary's on top (the proposed top column), and `detail` pushes there; expanding gives each
  column its controllers back. The delegate hears `splitViewControllerDidCollapse` /
  `splitViewControllerDidExpand`. `collapse to primary|supplementary` in the split is the
  delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (traced with
  UIKit's proposal, `Root.topColumnForCollapsing(secondary)`): only the stacks of the columns up to
  the one returned go onto the primary's, the others staying in their hidden columns until it
  expands (`Fixtures/model/split-columns-collapse-to`). `display secondaryOnly|oneBesideSecondary|oneOverSecondary|
  twoBesideSecondary|twoOverSecondary|twoDisplaceSecondary` is the preferred display mode: which
  columns an expanded split shows (the secondary alone; one column — the primary of two, the
  supplementary of three — with it; or all three), and so which appear. `show column primary [in
  Root]` is `show(_:)` of a column: expanded, "the closest display mode … where the specified
  column is fully visible" (Apple) in the mode's family (beside, over, displace), the columns that
  come and go getting `willShowColumn`/`willHideColumn` and their appearance callbacks;
  collapsed onto the primary, the stack pops back to that column's controllers. `hide column
  primary|supplementary` is `hide(_:)`: the closest display mode where the column is hidden
  (hiding the primary of a triple column leaves the supplementary beside the secondary; otherwise
  the secondary alone), the same callbacks; the secondary is always shown, and a collapsed split
  view shows one column already (`Fixtures/model/split-columns-hide`). `flow import` maps
  a storyboard's `supplementaryViewController` and `compactViewController` (NetNewsWire's triple
  column), its column style (`style`, `allowDoubleColumnStyle`) and `preferredDisplayMode`
  (`beside`, `overlay`, `displace`). Not modelled: split behaviours beyond the mode's family, the delegate's
  choice of top column, and restoring the columns' stacks (`Fixtures/model/split-columns*`,
  `examples/reader.flow`).
- **A split view's delegate.** `discard secondary [when EXPR]` in a split declaration is
  `splitViewController(_:collapseSecondary:onto:)` returning true: collapsing keeps the primary
  alone and discards the secondary (the Master-Detail template's choice while the detail is empty);
  expanding then makes a new secondary (`Fixtures/model/containment-split-discards-secondary`).
- **A tab bar's delegate.** `tabs Tabs { Home, Account; select Account when signedIn }` is
  `tabBarController(_:shouldSelect:)` answering for that tab. A tab bar with such a line has a
  delegate, which UIKit asks whenever a person taps a tab — any tab, the selected one too (a
  `select` of the script or a test: `Tabs.shouldSelect(Home)`, yes for a tab without a guard) —
  and not when code selects (a hook's `select`); false keeps the current tab
  (`Fixtures/model/containment-tabs-should-select`). When the tab is selected, the already
  selected one too, the same delegate is told after the switch's appearance callbacks,
  `Tabs.didSelect(Home)` (`tabBarController(_:didSelect:)`: "regardless of whether the selected
  view controller changed … only in response to user taps in the tab bar"); a re-tapped navigation
  tab's animated pop to its root is under way then, its did-phase after
  (`Fixtures/model/tabs-retap-did-select`). A tap on More is
  such a tap too, with `moreNavigationController` (`Tabs.shouldSelect(More)`, always yes: no guard
  names More; `Tabs.didSelect(More)`), as apps' delegates that test for it expect
  (`Fixtures/model/tabs-delegate-more`).
- **Replacing a stack.** `set Nav.viewControllers = [List, Detail]` is UINavigationController's
  `viewControllers` setter: joining controllers get `willMove`/`didMove(Nav)`, leaving ones
  `willMove`/`didMove(nil)` and are freed, and the top changes in one transition, a push's when
  the new top is new and a pop's when it was on the stack, none when it stays
  (`Fixtures/model/containment-set-view-controllers`). `set Nav.viewControllers = [List, Detail]
  animated true` is `setViewControllers(_:animated: true)`: the same choice and order with
  `animated` true, the transition held 0.35 s on the clock like a push's
  (`Fixtures/model/containment-set-view-controllers-animated`).
- **Custom container transitions.** `replace Front with Map [animated false]` is a custom
  container's `transition(from:to:duration:options:animations:completion:)` in the order
  containers call it: `Front.willMove(nil)`, `addChild(Map)`, then the transition — Front's
  will-disappear, Map's will-appear, 0.3 s when animated (held in flight inside a timeline, as a
  push is: Front is still a child meanwhile; `Fixtures/transitions/timeline-container-transition`),
  Map's did-appear, Front's did-disappear — and in its
  completion `Front.removeFromParent()` and `Map.didMove(Shell)` (Apple: it "adds the second view
  controller's view to the view hierarchy and then performs the animations"). Two controllers
  without a common container parent are UIKit's exception
  (`Fixtures/model/containment-custom-transition`).
- **Appearance forwarded by hand.** `container Box { embed Child; manual appearance }` is
  `shouldAutomaticallyForwardAppearanceMethods` returning false: Box's children get no appearance
  callbacks of their own accord (an embedded child's view just loads); Box's hooks drive them with
  `begin appearing X [animated false]`, `begin disappearing X` and `end appearance X`
  (`beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`). A second begin before
  the end, or an end without a begin, is UIKit's warning "Unbalanced calls to begin/end
  appearance transitions for <X>." (`Fixtures/model/containment-manual-appearance`).
- **Sheet detents** (iOS 15 `UISheetPresentationController`). `scene Search { detents medium,
  large; undimmed medium }` gives a presented scene's sheet its detents and its
  `largestUndimmedDetentIdentifier`. The sheet shows first at its smallest detent (Apple,
  `selectedDetentIdentifier`: nil "means the sheet displays at the smallest detent"); `swipe up`
  drags it to the next larger one, `swipe down` to the next smaller one — only from the smallest
  does a swipe down dismiss — and each change a person makes reaches the delegate as
  `sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)`, with no appearance
  callbacks. Resting below full height at a dimmed detent, the dimming view above the sheet takes
  a `tap outside` and dismisses it as a person's dismissal (the delegate asked and told, `modal in
  presentation` refusing; at full height the sheet stays, flow's reading where no source says
  otherwise; `Fixtures/model/sheet-dimmed-tap-outside`). At or below the undimmed detent, what the
  sheet covers takes taps ("the undimmed
  area around the sheet responds to user interaction"): a `tap` reaches the presenter's controls,
  and a segue it fires meets UIKit's "already presenting" warning unless it presents from the
  sheet. `detent(Search)` reads the detent. A custom detent (iOS 16 `.custom`) is a height in
  points, `detents 120, medium, large`, ordered against the system ones on an 844-point iPhone
  screen (medium half of it) and read as a number (`detent(Player) == 120`;
  `Fixtures/model/sheet-detents-custom`). Detents apply in compact width; in regular width a page
  or form sheet shows at one size (flow's choice). An app for an earlier iOS sets detents only
  `if #available`: on iOS 14 and before (`platform`, `--platform`, a matrix's older column) a sheet
  has one height, `detents` and `undimmed` are left out and the first swipe down dismisses it; on
  iOS 15 custom heights are (a warning says each; `Fixtures/model/sheet-detents-before-ios-15`,
  `Fixtures/model/sheet-custom-detent-before-ios-16`). The grabber and
  `prefersEdgeAttachedInCompactHeight` change how a sheet looks, not what happens, and are not
  modelled (`Fixtures/model/sheet-detents`). The
  explorer drags sheets up too (`swipe up`, under `--actions swipe-down`), and a state's key
  includes the detent.
- **The More tab.** A tab bar fits five items in compact width and, flow's choice for iPads,
  eight in regular width ("five on the iPhone family of devices, more on tablets"). With more
  tabs than that it shows the first four (seven) and More: UIKit's More navigation controller,
  named `More` in flow, whose root is its list, `MoreList` (Apple, `viewControllers`: "view
  controllers at the end of the array are managed by the More navigation controller, which is
  itself not included in this array"). `select 6` or `select Settings` pushes that tab on More —
  from another tab, a tab switch to More; from More's list, a push — and the tab's parent is
  More, so a `show` from it pushes there (W104 knows). `select More` shows the list; tapped while
  shown, More pops to its list. Popped off More (`pop`, the back button), a tab goes back to
  the bar, not freed, and More itself is the selection (`selected(Tabs) == More`: UIKit's
  `selectedIndex` is NSNotFound). `children(Tabs)` is the tabs in order; `stack(More)` and `print
  tree` show what More holds. A size change moves the selected tab between the bar and More with
  no appearance callbacks of its own (More appears or disappears around it); a controller More
  showed above a tab going back to the bar disappears and is freed
  (`Fixtures/model/more-size-change-frees-pushed`). A storyboard that
  names a scene `More` or `MoreList` beside such a tab bar is an error. A tab that is a navigation
  controller cannot be pushed on More: More takes over its stack while it shows the tab
  (UIMoreNavigationController redirects it; the root's navigation controller is More) and gives
  each controller back as it leaves More; a controller popped off More is popped (freed), whether
  it was pushed there or came with the stack a size change carried in, and the tab's root goes
  back to the tab when More pops to its list (`Fixtures/model/more-pop-carried-stack`); More keeps its stack while another tab is selected, and
  selecting the tab again shows it where it was (`Fixtures/model/containment-tabs-more`,
  `containment-tabs-more-navigation`). The More list's Edit (`tap edit` while the list is on
  screen) puts up the tab bar's customizing sheet: a view over the tab bar controller's, not a
  presentation, so no appearance callbacks; the delegate gets `Tabs.willBeginCustomizing([…])`
  with every tab (`customizableViewControllers`, all of them; More is not one). `drag Settings to
  2` drops a tab on the bar's second item, the item's tab taking the dragged one's place in
  `viewControllers`; `tap done` sends `Tabs.willEndCustomizing([…], changed: true|false)`, the
  sheet goes, then `Tabs.didEndCustomizing([…], changed: …)`, with the new order and whether it
  changed. While the sheet is up nothing else a person does reaches the app, and `print tree`
  says `tabs, …, customizing` (Apple, UITabBarControllerDelegate; `Fixtures/model/tabs-more-edit`).
  The explorer taps Edit and Done; it does not drag (each order would be states of its own).
- **Page view controllers.** `pages Intro { One, Two, Three }` is a UIPageViewController (scroll
  transition style) whose data source serves those scenes in order. Its children are the pages it
  displays — one, not every page it could show (Apple, `viewControllers`: "The view controllers
  displayed by the page view controller") — so at launch only `One` is a child. `swipe next` /
  `swipe previous` is a person turning the page (`swipe next to 40% then cancel` lets go early):
  the data source makes a new instance of the next scene, the delegate gets
  `willTransitionTo(Two)`, then the scroll's order as devices log it — new `viewWillAppear`, old
  `viewWillDisappear`, new `viewDidAppear`, old `viewDidDisappear`
  ([wangling.me, 2014](https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html))
  — `didFinishAnimating(true)`, the new page's `didMove`, and the old page leaves and is freed
  (its variables start again when it comes back); at either end nothing turns. `set
  Intro.viewControllers = [Three]` is `setViewControllers(_:direction:animated: false)` from code:
  the same order, no delegate. `select` names tabs only; on a page it says how to turn instead
  (`Fixtures/model/containment-pages`). `transition pageCurl` on `pages` turns with page curls,
  whose did-phase comes leaving page first and whose cancel rolls back in its own order (the same
  source; `Fixtures/model/containment-pages-curl`); scroll is flow's default, as the storyboards
  people ship use it, and `flow import` writes `transition pageCurl` for a storyboard page view
  controller without `transitionStyle="scroll"` (Interface Builder's default).
- **Trait overrides.** `container Box { embed Split size regular }` is the container's
  `setOverrideTraitCollection(_:forChild:)` with a regular horizontal size class, as apps keep a
  split view expanded on a phone. A controller sees the nearest override above it, else the
  window's width (Apple: the child's traits are "the parent's merged with the overriding
  traits"); a presented controller takes the window's again. So the split launches expanded in
  compact width and stays so through `size` changes, where it and its children get
  `viewWillTransition` but no `willTransition(to:)` or `traitCollectionDidChange`: their trait
  collection did not change (`Fixtures/model/trait-override-split`). A controller's own
  `traitOverrides` (iOS 17) is `size regular|compact` in its declaration (`split Root { size
  regular; … }`): it and what it contains see that width, the container's override for it coming
  first (`Fixtures/model/trait-override-own`). Only the horizontal size class is modelled.
- **Existing instances.** `push Detail#1`, `present Sheet#1`, `show Detail#2` use that live
  instance instead of a new one, as code that kept a reference would, so UIKit's
  NSInvalidArgumentExceptions are reachable with UIKit's texts: "Pushing the same view controller
  instance more than once is not supported", "Application tried to present modally an active
  controller", "…that is already being presented by…" (`Fixtures/model/existing-instance-*`). A
  dismissed or popped controller is freed (no code holds it), so naming it afterwards is an error;
  moving a controller out of one container into another is not modelled and says so.
- **Modal in presentation** counts for any controller on screen inside the presented sheet (the
  root of a presented navigation controller, as in WWDC19's compose sheet): a swipe down is
  refused and the delegate gets `presentationControllerDidAttemptToDismiss`.
- **`select` under a full-screen presentation** is a programmatic selection (`selectedIndex`):
  it happens under the presentation with no callbacks, and the new tab loads and appears when
  the presentation is dismissed. So is a `select` of a tab bar any presentation covers (a sheet,
  a popover's dimming view; not a sheet at an undimmed detent, which leaves it to a person's
  touch): the delegate is neither asked nor told (Apple, `tabBarController(_:didSelect:)`: "not
  called when your code changes the tab bar contents programmatically"), and a `select … when`
  guard is not consulted (`Fixtures/model/tabs-select-under-presentation-delegate`).
- **Unwind segues** animate their way back unless the segue says `animated false` (Interface
  Builder's "Animates" box on an exit segue).
- **Width changes** notify loaded controllers on screen at once; those off screen get
  `traitCollectionDidChange` as they next appear (iOS 13 and later), none before iOS 13.
- **Transitions in progress.** A presentation or dismissal is "in progress" during its will-phase
  (hooks in `viewWillAppear` see it); from `viewDidAppear` on, a new one may start.
- **Memory.** An instance that leaves the hierarchy (popped, dismissed, unembedded, replaced) is
  freed at once with everything below it.
- **Depth.** UIKit sets no bound on how deep a window's hierarchy goes; flow sets one: a
  controller may join at most 128 controllers below the window (the root is 1), whether presented
  or added to a container. Past it — a `repeat` presenting sheet on sheet, or containers
  declared inside containers 129 deep — the statement stops the run with a limit error, as the
  step limit does (`presenting D#128 on D#127 would put it 129 controllers deep, past 128, …`),
  instead of exhausting the stack in the walks statements make over the tree (a chain of 20,000
  sheets, or 5,000 nested containers, would). Real hierarchies are a few dozen deep at most, and a
  restoration archive already refuses nesting past 500 levels
  (`Sources/FlowModel/App+DepthLimit.swift`, `Fixtures/run/limit-*`).

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
