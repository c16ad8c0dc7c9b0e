import Testing

/// `flow bench --check-file`: flow's start on a small file beside its
/// floors, measured in the same runs (the figures are the benchmark's to
/// give; here, that every row is there and is a time).
@Suite struct StartUpBenchCLITests {
    let cli = CLITests()

    @Test func checkAndRunStandBesideTheirFloors() throws {
        let result = try cli.run(["bench", "--check-file", "examples/hello.flow", "--runs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "start-up, end to end: best (median) of 2 runs in ms, the commands in turn in each run")
        let labels = ["true (a process that does nothing)", "flow --version", "flow check examples/hello.flow",
                      "flow run examples/hello.flow"]
        for label in labels {
            let row = lines.first { $0.hasPrefix("  " + label + " ") }
            #expect(row != nil, "no row for \(label): \(result.stdout)")
            let time = row.map { $0.dropFirst(2 + label.count).split(separator: " ").first.map(String.init) ?? "" }
            #expect(time.flatMap(Double.init).map { $0 > 0 } == true, "\(row ?? "")")
        }
    }
}
