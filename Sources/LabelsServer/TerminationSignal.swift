import Dispatch
import Foundation

/// The signals that stop a server run from a terminal or a supervisor: `SIGINT` (Ctrl-C) and `SIGTERM`.
package enum TerminationSignal {
  /// Returns once the process receives `SIGINT` or `SIGTERM`, which no longer end it, so that the
  /// caller stops its servers and exits in its own way.
  package static func wait() {
    let stop = DispatchSemaphore(value: 0)
    let sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { stop.signal() }
      source.resume()
      return source
    }
    stop.wait()
    for source in sources { source.cancel() }
  }
}
