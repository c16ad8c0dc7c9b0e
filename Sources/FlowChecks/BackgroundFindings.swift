import Dispatch
import FlowLang
import Synchronization

extension StaticChecks {
    /// The static checks of a file, started on a second thread before the
    /// front end's checker has run on this one (they read only the index),
    /// which this thread joins in when it is done: the view controllers are
    /// visited in runs that either thread takes in turn (`FindingsPass`).
    ///
    /// The findings are those of a file that checks clean; when the checker
    /// finds an error, `apply(to:options:early:)` drops them.
    public final class Background: Sendable {
        /// View controllers per run: runs small enough for the two threads to
        /// finish together, large enough that taking one costs nothing.
        static let runLength = 256

        /// Below this much source the static checks take a millisecond or two,
        /// and a thread is not worth starting (flow runs many small checks).
        public static let minimumSourceBytes = 64 * 1024

        /// The static checks of `indexed`, started beside its checker as if
        /// that found nothing, with `index` in place of the file's own
        /// (`--initial` gives the file another launch scene); nil when the
        /// file is too small for a second thread to pay.
        public static func starting(_ indexed: IndexedFiles, index: StoryboardIndex, options: Options) -> Background? {
            guard indexed.sources.reduce(0, { $0 + $1.bytes.count }) >= minimumSourceBytes else { return nil }
            var unchecked = indexed.unchecked
            unchecked.index = index
            return Background(unchecked, options: options)
        }

        private let options: Options
        private let unchecked: CheckResult
        private let shared = Shared()
        /// The second thread; nil when there is nothing to check.
        private let worker: SecondThread<Void>?

        /// What both threads use. The second thread holds this, not the
        /// `Background`, so that dropping one never called on frees it.
        private final class Shared: @unchecked Sendable {
            /// Set once `pass` and `runs` are made, which are not written after.
            let isReady = Atomic<Bool>(false)
            /// Signalled with `isReady`, for the thread that waits to help.
            let ready = DispatchSemaphore(value: 0)
            var pass: FindingsPass?
            /// Each run's findings, written by the thread that took it.
            var runs = UnsafeMutableBufferPointer<[Diagnostic]>(start: nil, count: 0)
            /// The next run to take.
            let nextRun = Atomic<Int>(0)

            /// Makes the tables and the runs' places, then says so.
            func prepare(_ unchecked: CheckResult, options: StaticChecks.Options) {
                let pass = FindingsPass(unchecked, options: options)
                runs = .allocate(capacity: pass.runCount(length: Background.runLength))
                runs.initialize(repeating: [])
                self.pass = pass
                isReady.store(true, ordering: .releasing)
                ready.signal()
            }

            /// Visits runs of view controllers until none is left.
            func takeRuns() {
                guard let pass else { return }
                while true {
                    let run = nextRun.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard run < runs.count else { return }
                    runs[run] = pass.findings(ofRun: run, length: Background.runLength)
                }
            }

            deinit {
                runs.deinitialize()
                runs.deallocate()
            }
        }

        /// Starts the checks on `unchecked`, a file's result before its checker
        /// has run, with `options`.
        public init(_ unchecked: CheckResult, options: Options) {
            self.options = options
            self.unchecked = unchecked
            guard !unchecked.hasErrors, options.level != .none else {
                worker = nil
                return
            }
            let shared = self.shared
            worker = SecondThread {
                shared.prepare(unchecked, options: options)
                shared.takeRuns()
            }
        }

        /// The findings, as `findings(_:options:)` gives them: this thread
        /// takes runs too once the tables are made, then waits for the other.
        /// When the checker ends before the tables are made (a file of many
        /// presentations and unwinds, whose graph takes longest), this thread
        /// waits for them rather than for every run: otherwise it sat idle
        /// while the other thread visited them all alone.
        public func findings() -> [Diagnostic] {
            guard let worker else { return [] }
            if worker.isRunning {
                shared.ready.wait()
                shared.ready.signal()  // one signal, left for any later call
            }
            if shared.isReady.load(ordering: .acquiring) { shared.takeRuns() }
            worker.join()
            guard let pass = shared.pass else { return [] }
            var suppressions = LazySuppressions(unchecked)
            // The runs are handed over, not copied: each run's findings are
            // freed once merged, rather than kept beside every later copy
            // of the report until this object goes.
            let runs = Array(shared.runs)
            shared.runs.update(repeating: [])
            return StaticChecks.finished(pass.merged(runs), options: options, suppressions: &suppressions)
        }
    }
}
