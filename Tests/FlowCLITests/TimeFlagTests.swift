import Foundation
import Testing

/// `flow run --time`: every event is stamped with the virtual clock, in the
/// text trace and as the `time` member of JSON events (UIKitModel.md, "Transitions and time").
@Suite struct TimeFlagTests {
    @Test func textEventsCarryTheClock() throws {
        let ran = try CLITests().run(["run", "--time", "examples/transitions.flow"])
        #expect(ran.status == 0, "\(ran.stdout)\(ran.stderr)")
        #expect(ran.stdout.contains("  [0.000] Preview.viewWillAppear(true)"))
        #expect(ran.stdout.contains("  [0.300] Preview.viewDidAppear(true)"))
        #expect(ran.stdout.contains("  [0.700] warning: nested push animation"))
    }

    @Test func jsonEventsHaveATime() throws {
        let ran = try CLITests().run(["run", "--time", "--format", "json", "examples/transitions.flow"])
        #expect(ran.status == 0)
        var last = 0.0
        for line in ran.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard let kind = object?["kind"] as? String, kind != "statement", kind != "output" else { continue }
            let time = try #require(object?["time"] as? Double, "every event has a time: \(line)")
            #expect(time >= last, "the clock never goes back: \(line)")
            last = time
        }
        #expect(last > 1)
    }

    @Test func withoutTheFlagNoTime() throws {
        let ran = try CLITests().run(["run", "--format", "json", "examples/transitions.flow"])
        #expect(!ran.stdout.contains("\"time\""))
        let text = try CLITests().run(["run", "examples/transitions.flow"])
        #expect(!text.stdout.contains("[0.000]"))
    }
}
