import Foundation
import LabelsRuntime
import Testing

/// The fetcher against a store that misbehaves at the socket level, with tiny deadlines and limits:
/// each fetch ends with the right failure, however the bytes arrive. Outcomes and byte counts are
/// asserted, never wall time.
@Suite struct HostileStoreTests {
  private let endpoint = try! LabelsEndpoint(environment: "production", version: "2.1.0", locale: "ru")
  private static let jsonHead = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
  private static let limit = 64 * 1024

  /// A fetcher of the server. The timeout is short where the store stalls, and long enough elsewhere
  /// that a loaded machine never turns a prompt answer into a timeout.
  private func fetcher(_ server: HostileServer, retries: Int = 0, timeout: Duration = .seconds(5))
    -> LabelsFetcher
  {
    var fetcher = LabelsFetcher(database: server.url, authToken: "secret")
    fetcher.timeout = timeout
    fetcher.deadline = timeout * 4
    fetcher.retries = retries
    fetcher.backoff = .milliseconds(10)
    fetcher.maximumBodyBytes = Self.limit
    return fetcher
  }

  @Test func aBodyThatDripsEndsAtTheAttemptsTimeout() async throws {
    let server = try HostileServer { connection in
      guard connection.send(Self.jsonHead + "Content-Length: 100\r\n\r\n") else { return }
      for _ in 0..<100 {
        guard connection.send("{") else { return }
        Thread.sleep(forTimeInterval: 0.1)
      }
    }
    #expect(await fetcher(server, timeout: .milliseconds(500)).fetch(endpoint) == .failed(.timedOut))
  }

  @Test func retriesOfADrippingStoreEndAtTheFetchsDeadline() async throws {
    let server = try HostileServer { connection in
      guard connection.send(Self.jsonHead + "Content-Length: 100\r\n\r\n") else { return }
      while connection.send(" ") { Thread.sleep(forTimeInterval: 0.1) }
    }
    var fetcher = fetcher(server, retries: 100, timeout: .milliseconds(500))
    fetcher.deadline = .milliseconds(1200)
    #expect(await fetcher.fetch(endpoint) == .failed(.timedOut))
    // Each attempt takes its 500 ms timeout, so the deadline leaves room for three at most.
    #expect(server.requestHeads.count <= 3)
  }

  @Test func aStallAfterTheHeadersEndsAtTheTimeout() async throws {
    let server = try HostileServer { connection in
      connection.send(Self.jsonHead + "Content-Length: 100\r\n\r\n")
      Thread.sleep(forTimeInterval: 10)
    }
    #expect(await fetcher(server, timeout: .milliseconds(500)).fetch(endpoint) == .failed(.timedOut))
  }

  @Test func anAnnouncedLengthOverTheLimitIsRefusedBeforeAnyBodyIsRead() async throws {
    // The body never comes: only a refusal on the headers ends this fetch before its timeout.
    let server = try HostileServer { connection in
      connection.send(Self.jsonHead + "Content-Length: 1000000000\r\n\r\n")
      Thread.sleep(forTimeInterval: 10)
    }
    #expect(await fetcher(server, retries: 2).fetch(endpoint) == .failed(.bodyTooLarge(1_000_000_000)))
    #expect(server.requestHeads.count == 1)
  }

  @Test func endlessChunksStopAtTheLimit() async throws {
    let chunk =
      Array("4000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 0x4000) + Array("\r\n".utf8)
    let server = try HostileServer { connection in
      guard connection.send(Self.jsonHead + "Transfer-Encoding: chunked\r\n\r\n") else { return }
      // At most 256 MiB, so that the server stops by itself.
      for _ in 0..<(256 * 64) where connection.send(chunk) {}
    }
    let fetch = await fetcher(server, retries: 2).fetch(endpoint)
    guard case .failed(.bodyTooLarge(let received)) = fetch else {
      Issue.record("endless chunks gave \(fetch)")
      return
    }
    // Counted as they arrive: the piece that passed the limit is the last one taken in.
    #expect(received > Self.limit)
    #expect(received <= Self.limit + 1 << 20)
    #expect(server.requestHeads.count == 1)
  }

  @Test func aRedirectIsNotFollowedSoTheTokenStaysWithTheStore() async throws {
    let elsewhere = try HostileServer { connection in
      connection.send(Self.jsonHead + "Content-Length: 2\r\n\r\n{}")
    }
    let server = try HostileServer { connection in
      connection.send(
        "HTTP/1.1 302 Found\r\nLocation: \(elsewhere.url)/production/v2/ru/labels.json\r\nContent-Length: 0\r\n\r\n"
      )
    }
    #expect(await fetcher(server, retries: 2).fetch(endpoint) == .failed(.redirected(status: 302)))
    #expect(server.requestHeads.count == 1)
    #expect(elsewhere.requestHeads.isEmpty)
  }

  @Test func aSuccessThatIsAWebPageIsRefused() async throws {
    let page = "<html><body>Sign in</body></html>"
    let server = try HostileServer { connection in
      connection.send(
        "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(page.utf8.count)\r\n\r\n\(page)"
      )
    }
    #expect(
      await fetcher(server, retries: 2).fetch(endpoint)
        == .failed(.unexpectedContentType("text/html; charset=utf-8")))
    #expect(server.requestHeads.count == 1)
  }

  @Test func retriesOfABusyStoreStopAtTheDeadline() async throws {
    let server = try HostileServer { connection in
      connection.send("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n")
    }
    var fetcher = fetcher(server, retries: 10)
    fetcher.backoff = .milliseconds(200)
    fetcher.deadline = .milliseconds(500)
    let fetch = await fetcher.fetch(endpoint)
    // The last attempt may be cut by the deadline on a loaded machine.
    #expect(fetch == .failed(.status(503)) || fetch == .failed(.timedOut))
    // The second wait (400 ms) would end past the deadline: eleven attempts without it.
    #expect(server.requestHeads.count <= 2)
  }
}
