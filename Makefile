# Labels: the verbs a team types.
#   make export   write the current defaults to Exports/<version>/ (canonical JSON)
#   make check    the CI gate: version policy against the newest published version, export freshness
#   make diff     what changed since the newest published version (text report)
#   make bundle ENV=production
#                 check the newest export against Firebase's limits and write upload/<ENV>/<key>.json
#   make test     build and run every test
#   make lint     check the Swift sources with swift format lint --strict
#   make format   rewrite the Swift sources with swift format
#   make bench    benchmarks, not tests: export/format/diff beside Python, the peak memory of format on
#                 inputs of about 100 MB, and the build time of 10,000 generated labels x 3 locales
#                 (release build with the Swift runtime linked in, as the tool is shipped to CI;
#                 results in .bench/)
#   make fuzz     fuzz the strict reader and the diff with libFuzzer (FUZZ_SECONDS, default 600)
#   make clean    remove the build folder

SWIFT ?= swift
PARSER = $(SWIFT) run --quiet LabelsParser
SOURCES = Package.swift Sources Defaults Tests
FUZZ_SECONDS ?= 600
FUZZ_DIR = .build/fuzz

.PHONY: export check diff bundle test lint format bench fuzz clean

export:
	$(PARSER) export

check:
	$(PARSER) check

diff:
	$(PARSER) diff --fail-on none

bundle:
	$(PARSER) bundle --environment="$(ENV)"

test:
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

bench:
	$(SWIFT) build -c release --static-swift-stdlib --product LabelsParser && $(SWIFT) build -c release --static-swift-stdlib --product LabelsBench && .build/release/LabelsBench

fuzz:
	mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/crashes && cp Tests/LabelsKitTests/Fixtures/json/*.json Tests/LabelsKitTests/Fixtures/fuzz/* Exports/*/*.json $(FUZZ_DIR)/corpus/
	swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name LabelsFuzz $$(find Sources/LabelsKit -name '*.swift') Tests/Fuzz/FuzzTarget.swift -o $(FUZZ_DIR)/labels-fuzz
	$(FUZZ_DIR)/labels-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -artifact_prefix=$(FUZZ_DIR)/crashes/ $(FUZZ_DIR)/corpus

clean:
	rm -rf .build
