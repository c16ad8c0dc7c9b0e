// SwiftPM links an executable's `main` to a function named `<Module>_main`
// (so that tests can link the module), which `-parse-as-library` leaves
// undefined, and libFuzzer's own `main` is then never used. So each fuzz
// executable defines `<Module>_main` itself and hands over to libFuzzer's
// driver, `LLVMFuzzerRunDriver` (compiler-rt, extern "C").

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the command line's arguments, calling `callback` for every input.
public func runLibFuzzer(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var count = argc
    var vector = argv
    return llvmFuzzerRunDriver(&count, &vector, callback)
}
