import FlowFuzzing
import FuzzDriver

/// libFuzzer's callback: one input through the lsp oracle (see FlowFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.lsp, data, size)
}

/// The executable's entry point, under the name SwiftPM gives it (see FuzzDriver).
@_cdecl("FuzzLSP_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv, fuzzerTestOneInput)
}
