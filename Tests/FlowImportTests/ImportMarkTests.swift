import FlowImport
import Testing

/// The importer's mark tells its own unchanged output from a file a person
/// wrote or changed (`flow import` replaces only the first).
@Suite struct ImportMarkTests {
    let generated = "// Imported from Main.storyboard by flow import.\nstoryboard Main\ninitial A\n\nscene A {}\n"

    @Test func aStampedFileIsTheImportersOwn() {
        let stamped = ImportMark.stamped(generated)
        let lines = stamped.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "// Imported from Main.storyboard by flow import.")
        #expect(lines[1].hasPrefix("// flow import wrote this file (mark "))
        #expect(stamped.replacingOccurrences(of: String(lines[1]) + "\n", with: "") == generated)
        #expect(ImportMark.verdict(on: stamped) == .unchanged)
    }

    @Test func appendedTestsMakeItChanged() {
        let stamped = ImportMark.stamped(generated)
        #expect(ImportMark.verdict(on: stamped + "test \"mine\" { expect 1 == 1 }\n") == .changed)
        #expect(ImportMark.verdict(on: stamped.replacingOccurrences(of: "scene A {}", with: "scene A { title \"x\" }")) == .changed)
        // Even a changed mark.
        #expect(ImportMark.verdict(on: stamped.replacingOccurrences(of: "(mark ", with: "(mark 0")) == .changed)
    }

    @Test func aFileWithoutTheMarkIsNotTheImporters() {
        #expect(ImportMark.verdict(on: generated) == .notImported)
        #expect(ImportMark.verdict(on: "") == .notImported)
        #expect(ImportMark.verdict(on: "initial A\nscene A {}\n") == .notImported)
    }
}
