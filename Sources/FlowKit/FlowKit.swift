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
// No printing, exiting or global state: everything comes back as values or
// through observers. See the README's "Embedding" section.
@_exported import FlowLang
@_exported import FlowModel
@_exported import FlowRuntime
@_exported import FlowChecks
@_exported import FlowExplore
@_exported import FlowFiles
import Foundation
