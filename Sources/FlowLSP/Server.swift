import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The loop `flow lsp` runs: read a framed message, hand it to the server,
// write what it answers, until `exit` or the end of input. A header the
// reader cannot use gets a parse error (with a null id, as JSON-RPC says for
// a message whose id cannot be known) and reading goes on at the next header.

extension LanguageServer {
    /// Serves standard input and output until `exit` or the end of input, and
    /// returns the exit code: 0 after `shutdown`, 1 otherwise (LSP's rule).
    public static func run(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        // A client that goes away must not kill the server mid-write with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var reader = MessageReader.fileDescriptor(input)
        let server = LanguageServer { body in
            MessageFramer.write(MessageFramer.frame(body), to: output)
        }
        while server.exitCode == nil {
            switch reader.next() {
            case .message(let body):
                server.handle(body)
            case .badHeader(let header):
                server.respond(id: JSONNull(), error: ResponseError(code: .parseError, message: "bad header: \(header)"))
            case .end:
                return server.hasShutDown ? 0 : 1
            }
        }
        return server.exitCode ?? 1
    }
}
