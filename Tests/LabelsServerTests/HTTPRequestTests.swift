import Testing

@testable import LabelsServer

/// The server's reading of a request's head, on well-formed and malformed heads, and the entity tag.
@Suite struct HTTPRequestTests {
  @Test func aWellFormedHeadIsReadWithItsFields() throws {
    let head =
      "GET /production/v2/ru/labels.json?print=pretty HTTP/1.1\r\nHost: 127.0.0.1\r\n"
      + "If-None-Match:  \"abc\" \t\r\nX-Empty:\r\n\r\n"
    let request = try HTTPRequest.parse(head: Array(head.utf8))
    #expect(
      request
        == HTTPRequest(
          method: "GET", target: "/production/v2/ru/labels.json?print=pretty",
          headers: [
            HTTPHeader("Host", "127.0.0.1"), HTTPHeader("If-None-Match", "\"abc\""),
            HTTPHeader("X-Empty", ""),
          ]
        ))
    #expect(request.path == "/production/v2/ru/labels.json")
    #expect(request.header("if-none-match") == "\"abc\"")
    #expect(request.header("Accept") == nil)
  }

  @Test func bareLineFeedsEndLinesToo() throws {
    let request = try HTTPRequest.parse(head: Array("HEAD /.json HTTP/1.0\nAccept: */*\n\n".utf8))
    #expect(
      request
        == HTTPRequest(
          method: "HEAD", target: "/.json", version: "HTTP/1.0", headers: [HTTPHeader("Accept", "*/*")]))
  }

  @Test(arguments: [
    ("GET /a.json\r\n\r\n", "the request line is not METHOD /path HTTP/1.1"),
    ("GET  /a.json HTTP/1.1\r\n\r\n", "the request line is not METHOD /path HTTP/1.1"),
    ("GET /a b.json HTTP/1.1\r\n\r\n", "the request line is not METHOD /path HTTP/1.1"),
    ("\r\n\r\n", "the request line is empty"),
    ("GET /a.json HTTP/1.1\r\nHost: x\r\n", "the request head does not end with an empty line"),
    ("G(T /a.json HTTP/1.1\r\n\r\n", "the method 'G(T' is not a token"),
    (
      "GET /a\u{1}.json HTTP/1.1\r\n\r\n",
      "the request target holds a control character or a byte outside ASCII"
    ),
    (
      "GET /a\r.json HTTP/1.1\r\n\r\n", "the request target holds a control character or a byte outside ASCII"
    ),
    ("GET /ы.json HTTP/1.1\r\n\r\n", "the request target holds a control character or a byte outside ASCII"),
    ("GET a.json HTTP/1.1\r\n\r\n", "the request target 'a.json' is not a path starting with /"),
    (
      "GET http://x/a.json HTTP/1.1\r\n\r\n",
      "the request target 'http://x/a.json' is not a path starting with /"
    ),
    ("GET /a.json HTTP/2.0\r\n\r\n", "the version 'HTTP/2.0' is not HTTP/1.1 or HTTP/1.0"),
    ("GET /a.json HTTP/1.1\r\nHost x\r\n\r\n", "the header line starting 'Host' has no ':'"),
    (
      "GET /a.json HTTP/1.1\r\nAuthorization Bearer secret\r\n\r\n",
      "the header line starting 'Authorization' has no ':'"
    ),
    (
      "GET http://x/a.json?auth=secret HTTP/1.1\r\n\r\n",
      "the request target 'http://x/a.json' is not a path starting with /"
    ),
    ("GET /a.json HTTP/1.1\r\nHo st: x\r\n\r\n", "the header name 'Ho st' is not a token"),
    ("GET /a.json HTTP/1.1\r\n: x\r\n\r\n", "the header name '' is not a token"),
    ("GET /a.json HTTP/1.1\r\nHost: x\r\n y\r\n\r\n", "a header line is folded onto the one before it"),
    ("GET /a.json HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n", "the header 'Host' holds a control character"),
  ])
  func aMalformedHeadIsRefusedWithItsReason(head: String, reason: String) {
    #expect(throws: HTTPRequestError(reason)) { try HTTPRequest.parse(head: Array(head.utf8)) }
  }

  @Test func theHeadEndsAtTheFirstEmptyLine() {
    #expect(HTTPRequest.headLength(in: Array("GET / HTTP/1.1\r\nA: b\r\n".utf8)) == nil)
    #expect(HTTPRequest.headLength(in: Array("GET / HTTP/1.1\r\n\r\nbody".utf8)) == 18)
    #expect(HTTPRequest.headLength(in: Array("GET / HTTP/1.1\n\nbody".utf8)) == 16)
    #expect(HTTPRequest.headLength(in: Array("GET / HTTP/1.1\r\n\r\n".utf8), from: 15) == 18)
  }

  @Test func theEntityTagIsFNV1a64InHex() {
    // The test vectors of the FNV reference (draft-eastlake-fnv): "", "a", "foobar".
    #expect(EntityTag.fnv1a64([]) == 0xcbf2_9ce4_8422_2325)
    #expect(EntityTag.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    #expect(EntityTag.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    #expect(EntityTag.of(Array("a".utf8)) == "\"af63dc4c8601ec8c\"")
    #expect(EntityTag.of([0x1]).count == 18)
  }

  @Test func ifNoneMatchNamesTheTagInAList() {
    let tag = "\"af63dc4c8601ec8c\""
    #expect(EntityTag.matches(tag, tag))
    #expect(EntityTag.matches("\"x\", W/\(tag)", tag))
    #expect(EntityTag.matches("*", tag))
    #expect(!EntityTag.matches("\"af63dc4c8601ec8d\"", tag))
    #expect(!EntityTag.matches("af63dc4c8601ec8c", tag))
  }
}
