// FlowKit is the library that tools embed and the `flow` command line is a
// thin client of. It re-exports the front end, the UIKit model and the
// interpreter, and adds what needs the file system: reading sources and
// resolving `import`s relative to the importing file.
@_exported import FlowLang
@_exported import FlowModel
@_exported import FlowRuntime
import Foundation
