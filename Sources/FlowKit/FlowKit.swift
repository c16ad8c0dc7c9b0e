// FlowKit is the library that tools embed and the `flow` command line is a
// thin client of. It re-exports the front end, the UIKit model and the
// interpreter and the static checks, and adds the embedding API over them:
//
// - `FlowDocument`: load a storyboard from text or files (through a
//   `FileProvider`, which also serves `import`s); diagnostics as values;
//   run its script (`runScript`) or its tests (`runTests`); the UIKit-aware
//   static checks' findings (`staticFindings`, W101 …).
// - `Explorer` (FlowExplore): every state a person can reach, its findings and covering tests.
// - `Session`: an app launched on a width class and platform, driven by text
//   or syntax (`run`), observed (`observe`, `events()`), queried
//   (`snapshot`, `globals`, `completions`), undone (`undo`), saved (`script`).
//
// - Reporting (`Reporting/`): what `flow check`, `run` and `test` print, for
//   tools that want the same output — `CheckReporter`, `ScriptReporter`,
//   `TestSuiteReporter` and the `TraceWriter` over `ReportStream`s the
//   caller opens (a descriptor or memory), and `CommandStatus`, the exit
//   code they decide. The command line, the REPL and the golden tests all
//   print through it, which is why it is public rather than the CLI's.
// - `FilePolicy` (FlowFiles): which files a document's script may use.
//
// The surface was reviewed for what is there only for the command line:
// the argument parsing, `--watch`, Ctrl-C and the benchmarks stay in the
// `flow` target; `Graphviz` (running `dot`) is here, as the studio draws
// with it too; `CommandStatus.summary` (the exit codes in words) and
// `TraceWriter.counts` (what `flow bench` counts) are small and useful to a
// tool printing the same way, so they stay. The re-exports are the modules
// whose types appear in this API: syntax and diagnostics (FlowLang), the
// model's snapshots and events (FlowModel), the interpreter's options,
// traces and results (FlowRuntime), the static checks' options and codes
// (FlowChecks), the explorer's options and results (FlowExplore), and the
// file policy and atomic writes (FlowFiles). FlowImport is a product of its
// own; FlowGraph and FlowLSP are the command line's (FlowChecks uses the graph
// inside) and not API yet. Of the static checks, the explorer and the files,
// only the types this API takes and returns are FlowKit's
// (`EmbeddedTypes.swift`), not their modules: an embedder sees three modules
// and those types, and the command line imports the rest where it uses it.
//
// No exiting or global state, and nothing printed but to a stream the caller
// opened: everything else comes back as values or through observers. See the
// Embedding.md in the DocC catalog.
@_exported import FlowLang
@_exported import FlowModel
@_exported import FlowRuntime
import FoundationEssentials
