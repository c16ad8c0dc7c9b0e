import FlowLang
import Foundation
let args = CommandLine.arguments
let data = FileManager.default.contents(atPath: args[2]) ?? Data()
let file = SourceFile(path: args[2], bytes: Array(data))
let result = parse(file)
if args[1] == "ast" { print(SyntaxDump.dump(result.file, includeRanges: false)) }
let r = DiagnosticRenderer(files: [file])
print(r.render(result.diagnostics), terminator: "")
