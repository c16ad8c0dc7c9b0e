import FlowBenchmarks
import FlowFiles
import FlowLSP
import FoundationEssentials

/// `flow bench --lsp`: the language server in process on a generated
/// 5,000-line storyboard, replaying keystrokes (a character typed, then
/// deleted, at lines spread through the file) and timing each `didChange`
/// until its `publishDiagnostics` has been written — what an editor waits for.
enum LSPBenchmark {
    static func run(lines: Int, edits: Int) {
        let text = generate(lines: lines)
        var published = 0
        let server = LanguageServer { body in
            if body.firstRange(of: Array("publishDiagnostics".utf8)) != nil { published += 1 }
        }
        func send(_ object: [String: Any]) {
            server.handle(JSONWriter.encode(object))
        }
        let uri = "file:///bench/Bench.flow"
        send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        let open = Date()
        send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
              "params": ["textDocument": ["uri": uri, "languageId": "flow", "version": 1, "text": text]]])
        let openTime = Date().timeIntervalSince(open)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var samples: [Double] = []
        var residentEarly: Int?
        for index in 0..<edits {
            let line = (index / 2 * 7_919) % max(1, lineCount - 1)
            // Odd edits delete what the even one before typed, so the file stays valid half the time.
            let typing = index % 2 == 0
            let change: [String: Any] = [
                "range": ["start": ["line": line, "character": 0],
                          "end": ["line": line, "character": typing ? 0 : 1]],
                "text": typing ? "x" : "",
            ]
            let start = Date()
            send(["jsonrpc": "2.0", "method": "textDocument/didChange",
                  "params": ["textDocument": ["uri": uri, "version": index + 2], "contentChanges": [change]]])
            samples.append(Date().timeIntervalSince(start))
            // Resident memory once the session has warmed up, and at the end: it must stay flat.
            if index == edits / 10 { residentEarly = PeakMemory.read("VmRSS") }
        }
        let residentLate = PeakMemory.read("VmRSS")
        samples.sort()
        func ms(_ seconds: Double) -> String { Printf.string("%.1f ms", seconds * 1000) }
        // The requests an editor sends after an edit, each timed once on the edited file.
        var requests: [String] = []
        let position: [String: Any] = ["line": lineCount / 2, "character": 10]
        for method in ["semanticTokens/full", "documentSymbol", "foldingRange", "completion", "hover", "references",
                       "formatting"] {
            let start = Date()
            send(["jsonrpc": "2.0", "id": method, "method": "textDocument/" + method,
                  "params": ["textDocument": ["uri": uri], "position": position, "context": [String: Any](),
                             "options": ["tabSize": 4, "insertSpaces": true]]])
            requests.append("\(method) \(ms(Date().timeIntervalSince(start)))")
        }
        Console.out("flow lsp: \(lineCount) lines, \(text.utf8.count / 1000) KB; didOpen to diagnostics \(ms(openTime))\n")
        Console.out("didChange to publishDiagnostics over \(edits) edits: best \(ms(samples.first ?? 0)), "
                    + "median \(ms(samples[samples.count / 2])), 90th \(ms(samples[samples.count * 9 / 10])), "
                    + "worst \(ms(samples.last ?? 0)) (\(published) publications)\n")
        Console.out("requests: " + requests.joined(separator: ", ") + "\n")
        if let early = residentEarly, let late = residentLate {
            Console.out(Printf.string("resident memory: %.1f MB after %d edits, %.1f MB after %d (%+.1f%%)\n",
                               Double(early) / 1e6, edits / 10 + 1, Double(late) / 1e6, edits,
                               Double(late - early) / Double(max(early, 1)) * 100))
        }
    }

    /// The benchmark corpus cut to about `lines` lines at a declaration's start, so it stays whole.
    static func generate(lines: Int) -> String {
        var text = BenchmarkCorpus.generate(bytes: lines * 40)
        var count = 0
        var cut = text.endIndex
        for index in text.indices where text[index] == "\n" {
            count += 1
            if count >= lines {
                cut = index
                break
            }
        }
        text = String(text[..<cut])
        // Back to the last top-level declaration's start, so no braces are left open.
        if let last = text.ranges(of: "\nnavigation ").last { text = String(text[..<last.lowerBound]) }
        return text + "\n"
    }
}
