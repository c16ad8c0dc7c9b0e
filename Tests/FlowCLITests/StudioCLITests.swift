import Foundation
import Testing

/// `flow studio`'s command line: it runs the flow-studio server in its place,
/// which says what is wrong before it serves anything.
@Suite struct StudioCLITests {
    let cli = CLITests()

    @Test func aMissingFileOrABadAddressIsSaidPlainly() throws {
        let missing = try cli.run(["studio", "no/such.flow"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "flow studio: error: cannot read 'no/such.flow': no such file\n")
        let address = try cli.run(["studio", "examples/recipes.flow", "--host", "nowhere"])
        #expect(address.status == 64)
        #expect(address.stderr == "flow studio: error: 'nowhere' is not an IPv4 address to listen on "
                + "(such as 127.0.0.1, or 0.0.0.0 for every address)\n")
        let port = try cli.run(["studio", "examples/recipes.flow", "--port", "70000"])
        #expect(port.status == 64)
        #expect(port.stderr.contains("--port"))
    }

    /// Found through PATH, argv[0] is a bare `flow`: the server is still
    /// found beside the binary that runs (it reports the missing file, not
    /// a missing server).
    @Test func runThroughPathItFindsItsServer() throws {
        let outcome = try CLITests.runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["flow", "studio", "no/such.flow"],
                                              environment: ["PATH": CLITests.executable.deletingLastPathComponent().path])
        #expect(outcome.status == 66, "\(outcome.stderr)")
        #expect(outcome.stderr == "flow studio: error: cannot read 'no/such.flow': no such file\n")
    }
}
