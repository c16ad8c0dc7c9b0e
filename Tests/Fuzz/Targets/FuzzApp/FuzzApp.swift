import FlowFuzzing
import FuzzDriver

/// libFuzzer's callback: one input through the app import oracle (see FlowFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.app, data, size)
}

/// The executable's entry point, under the name SwiftPM gives it (see FuzzDriver).
@_cdecl("FuzzApp_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv, fuzzerTestOneInput)
}
