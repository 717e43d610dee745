import Foundation
import LabelsRuntime
import LabelsTestFixtures
import Testing

/// A refresh waits for the store without holding the actor that called it.
@Suite struct LiveLabelsIsolationTests {
  /// The main actor keeps running its other work while a refresh waits for a store that stalls after
  /// its headers: a refresh that held it would let the ticker run once at most.
  @MainActor @Test func aRefreshWaitingForTheStoreLeavesTheCallersActorFree() async throws {
    let server = try HostileServer { connection in
      connection.send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n")
      Thread.sleep(forTimeInterval: 10)
    }
    var fetcher = LabelsFetcher(database: server.url)
    fetcher.timeout = .milliseconds(500)
    fetcher.retries = 0
    let endpoint = try LabelsEndpoint(environment: "production", version: "1.0.0", locale: "en")
    let live = LiveLabels(
      endpoint: endpoint, defaults: AppFixtureLabels.english, fetcher: fetcher, cache: nil,
      position: RolloutPosition(42)!)
    let ticker = Task { @MainActor in
      var ticks = 0
      while !Task.isCancelled {
        ticks += 1
        try? await Task.sleep(for: .milliseconds(10))
      }
      return ticks
    }
    #expect(await live.refresh() == .failed(.timedOut))
    ticker.cancel()
    #expect(await ticker.value > 1)
    #expect(live.current.source == .defaultsOnly)
  }
}
