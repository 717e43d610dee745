# Labels: the verbs a team types.
#   make export   write the current defaults to Exports/<version>/ (canonical JSON)
#   make check    the CI gate: the labels' lint, version policy against the newest published version,
#                 export freshness
#   make lint     the labels' own lint (untranslated texts, placeholders, keys the store refuses)
#   make diff     what changed since the newest published version (text report)
#   make bundle ENV=production
#                 audit every published version, check each major line against Firebase's limits
#                 and write upload/<ENV>.json
#   make test     build and run the tests: every test in the template, and in a team's project when the
#                 toolchain may have changed (BASE=<a pull request's base> compares with it; without it,
#                 the whole suite not yet passed here on this toolchain), else DefaultsTests and the
#                 team's own Tests/TeamTests (Scripts/test-scope says which, and why)
#   make test-all build and run every test
#   make swift-lint
#                 check the Swift sources' style with swift format lint --strict
#   make swift-format
#                 rewrite the Swift sources with swift format
#   make bench    benchmarks, not tests: export/format/diff beside Python, the peak memory of format on
#                 inputs of about 100 MB, the build time of 10,000 generated labels x 3 locales, and a
#                 team's gate (make test and make check) after init from 600 keys x 30 locales
#                 (release build with the Swift runtime linked in, as the tool is shipped to CI;
#                 results in .bench/); what it needs beyond Swift: Scripts/install-bench-prerequisites.sh
#   make bench-smoke
#                 every benchmark row once at small sizes, judging no figure, on the debug build that
#                 make test made (about 2 minutes; .ci/run runs it so the benchmark cannot silently
#                 break, without a release build of its own); results in .bench/smoke/
#   make asan     the LabelGroup tests of LabelsSchemaTests (reflection reads and writes raw memory) under
#                 AddressSanitizer, built in .build/asan so the normal build stays as it is (about 3 minutes
#                 from scratch: every target compiles with the sanitizer)
#   make fuzz     make asan, then fuzz every reader with libFuzzer for FUZZ_SECONDS each (default 600):
#                 json (the strict JSON reader and the diff), strings (.strings reader and writer),
#                 catalog (String Catalog reader and writer), import (the import plan), preflight (the
#                 upload bundle and its pre-flight), rules (the Firebase rules writer), and the app side:
#                 runtime-bytes and runtime-snapshot (LabelsLoader over the app fixture, from bytes and
#                 from a Firebase SDK snapshot value, each input limited to FUZZ_TIMEOUT seconds and
#                 FUZZ_RSS_MB of memory) and runtime-rollout (a line's control document read and
#                 selected from); one with FUZZ_TARGET=strings. Each corpus starts from the
#                 repository's real inputs; findings land in .build/fuzz/<target>/crashes/: keep each in
#                 Tests/LabelsKitTests/Fixtures/fuzz-<target>/ (fuzz/ for json), where FuzzRegressionTests
#                 replays it, or for the app side in Tests/LabelsRuntimeTests/Fixtures/fuzz-runtime/, where
#                 HostileDocumentTests replays it; then make differential
#   make firebase-admin
#                 Google's firebase-admin SDK (PyPI) in emulator mode against serve --store: set, get with
#                 its ETag, multi-path update, transaction, set-if-unchanged, an escaped key, delete,
#                 namespaces, App Check, and publish then a console edit; what it needs beyond Swift:
#                 Scripts/install-firebase-admin.sh
#   make differential
#                 DIFFERENTIAL_COUNT inputs (default 20000) through the release build's strict reader and
#                 Python's json made as strict: both must accept or refuse each, and agree on its value
#   make upgrade  take the toolchain's newer version: merge the template's main (TEMPLATE, default the
#                 remote 'template') into this branch; docs/upgrading.md
#   make clean    remove the build folder

SWIFT ?= swift
PARSER = $(SWIFT) run --quiet LabelsParser
SOURCES = Package.swift Sources Defaults Tests Examples/LabelsApp/Package.swift Examples/LabelsApp/Sources
TEMPLATE ?= template
FUZZ_SECONDS ?= 600
FUZZ_DIR = .build/fuzz
FUZZ_FLAGS = -sanitize=fuzzer,address -parse-as-library -O -package-name labels
DIFFERENTIAL_COUNT ?= 20000
FUZZ_TARGET ?= json strings catalog import preflight rules runtime-bytes runtime-snapshot runtime-rollout
FUZZ_TIMEOUT ?= 5
FUZZ_RSS_MB ?= 2048
KIT_FIXTURES = Tests/LabelsKitTests/Fixtures
PARSER_FIXTURES = Tests/LabelsParserTests/Fixtures
FUZZ_SEEDS_json = $(KIT_FIXTURES)/json $(KIT_FIXTURES)/fuzz Exports
FUZZ_SEEDS_strings = $(KIT_FIXTURES)/fuzz-strings $(KIT_FIXTURES)/strings $(PARSER_FIXTURES)/import $(PARSER_FIXTURES)/import-errors
FUZZ_SEEDS_catalog = $(KIT_FIXTURES)/fuzz-catalog $(PARSER_FIXTURES)/import-errors Tests/LabelsKitTests/Golden/apple/xcstrings
FUZZ_SEEDS_import = $(KIT_FIXTURES)/fuzz-import
FUZZ_SEEDS_preflight = $(KIT_FIXTURES)/fuzz-preflight Exports $(PARSER_FIXTURES)/bundle
FUZZ_SEEDS_rules = $(KIT_FIXTURES)/fuzz-rules Exports $(PARSER_FIXTURES)/bundle
FUZZ_SEEDS_runtime = Tests/LabelsRuntimeTests/Fixtures/fuzz-runtime

.PHONY: export check lint diff bundle test test-all firebase-admin swift-lint swift-format bench bench-smoke bench-build asan fuzz fuzz-core fuzz-build fuzz-runtime-build differential upgrade clean fresh-build

# Every target that builds first makes sure .build was built from the toolchain now committed: SwiftPM
# does not recompile a target when only the private stored properties of a type it uses from another
# module changed, and the old objects then crash (docs/upgrading.md). The build folder keeps the
# toolchain's fingerprint it was built from (Scripts/toolchain-fingerprint: the git objects of everything
# the build compiles but the team's paths, listed once in Scripts/team-paths); when they differ, after an
# upgrade or a pull of one, it is removed and everything compiles anew. The team's own commits never
# change them, and `init` records the build it ran from, so that its first export builds nothing again.
BUILT_TOOLCHAIN = .build/labels-built-toolchain
fresh-build:
	@toolchain="$$(Scripts/toolchain-fingerprint 2>/dev/null)"; \
	if [ -d .build ] && [ "$$toolchain" != "$$(cat $(BUILT_TOOLCHAIN) 2>/dev/null)" ]; then \
	  echo "make: the toolchain is not the one .build was built from; removing .build so that every target compiles anew"; \
	  rm -rf .build; \
	fi; \
	mkdir -p .build && printf '%s' "$$toolchain" > $(BUILT_TOOLCHAIN)

export: fresh-build
	$(PARSER) export

check: fresh-build
	$(PARSER) check

lint: fresh-build
	$(PARSER) lint

diff: fresh-build
	$(PARSER) diff --fail-on none

bundle: fresh-build
	$(PARSER) bundle --environment="$(ENV)"

# In the template, every test. In a team's project, every test when the toolchain may have changed (see
# Scripts/test-scope: BASE=<a pull request's base>, or the whole suite not yet passed here on this
# toolchain), else the suites a change of the team's paths can break, with LABELS_TESTS=team so that the
# package declares no other test target and none is compiled (Package.swift); `make test-all` runs every test.
TEAM_TESTS = ^(DefaultsTests|TeamTests)\.
test: fresh-build
	@if [ "$$(Scripts/test-scope $(BASE))" = team ]; then \
	  LABELS_TESTS=team $(SWIFT) test --filter '$(TEAM_TESTS)'; \
	else \
	  $(SWIFT) test && Scripts/test-scope --passed; \
	fi

test-all: fresh-build
	LABELS_TEST=all $(MAKE) test

swift-lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

swift-format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

bench: bench-build
	.build/release/LabelsBench

bench-smoke: fresh-build
	Scripts/install-bench-prerequisites.sh --check && $(SWIFT) build --product LabelsParser && $(SWIFT) build --product LabelsBench
	.build/debug/LabelsBench --smoke --scratch .bench/smoke

bench-build: fresh-build
	Scripts/install-bench-prerequisites.sh --check && $(SWIFT) build -c release --static-swift-stdlib --product LabelsParser && $(SWIFT) build -c release --static-swift-stdlib --product LabelsBench

asan: fresh-build
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leaks.supp $(SWIFT) test --sanitize=address --scratch-path .build/asan --filter LabelsSchemaTests.LabelGroup

fuzz: asan $(addprefix fuzz-,$(FUZZ_TARGET)) differential

firebase-admin: fresh-build
	Scripts/install-firebase-admin.sh --check && $(SWIFT) build --product LabelsParser && python3 -m pytest -q -p no:cacheprovider Tests/FirebaseAdmin

differential: fresh-build
	$(SWIFT) build -c release --product LabelsParser && python3 Tests/Differential/json_differential.py .build/release/LabelsParser --count $(DIFFERENTIAL_COUNT)

# A module of the fuzz build: $(call fuzz-module,NAME,SOURCE FOLDERS,LIBRARIES IT LINKS)
fuzz-module = swiftc $(FUZZ_FLAGS) -module-name $(1) -I $(FUZZ_DIR) -L $(FUZZ_DIR) $(3) -emit-module -emit-module-path $(FUZZ_DIR)/$(1).swiftmodule -emit-library -static -o $(FUZZ_DIR)/lib$(1).a $$(find $(2) -name '*.swift')

fuzz-core:
	mkdir -p $(FUZZ_DIR) && $(call fuzz-module,LabelsCore,Sources/LabelsCore,) && $(call fuzz-module,LabelsCoding,Sources/LabelsCoding,-lLabelsCore)

fuzz-build: fuzz-core
	swiftc $(FUZZ_FLAGS) -module-name LabelsFuzz -I $(FUZZ_DIR) -L $(FUZZ_DIR) -lLabelsCoding -lLabelsCore $$(find Sources/LabelsKit Tests/Fuzz/Checks -name '*.swift') Tests/Fuzz/LibFuzzerEntry.swift -o $(FUZZ_DIR)/labels-fuzz

fuzz-runtime-build: fuzz-core
	$(call fuzz-module,LabelsSchema,Sources/LabelsSchema,-lLabelsCore) && $(call fuzz-module,LabelsRuntime,Sources/LabelsRuntime,-lLabelsCoding -lLabelsCore) && $(call fuzz-module,LabelsTestFixtures,Tests/LabelsTestFixtures,-lLabelsSchema) && swiftc $(FUZZ_FLAGS) -module-name LabelsRuntimeFuzz -I $(FUZZ_DIR) -L $(FUZZ_DIR) -lLabelsTestFixtures -lLabelsRuntime -lLabelsSchema -lLabelsCoding -lLabelsCore $$(find Tests/Fuzz/Runtime -name '*.swift') Tests/Fuzz/RuntimeLibFuzzerEntry.swift -o $(FUZZ_DIR)/labels-runtime-fuzz

fuzz-runtime-%: fuzz-runtime-build
	mkdir -p $(FUZZ_DIR)/runtime-$*/corpus $(FUZZ_DIR)/runtime-$*/crashes && SWIFT_BACKTRACE=enable=no LABELS_FUZZ_TARGET=runtime-$* $(FUZZ_DIR)/labels-runtime-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=$(FUZZ_RSS_MB) -artifact_prefix=$(FUZZ_DIR)/runtime-$*/crashes/ $(FUZZ_DIR)/runtime-$*/corpus $(FUZZ_SEEDS_runtime)

fuzz-%: fuzz-build
	mkdir -p $(FUZZ_DIR)/$*/corpus $(FUZZ_DIR)/$*/crashes && LABELS_FUZZ_TARGET=$* $(FUZZ_DIR)/labels-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -artifact_prefix=$(FUZZ_DIR)/$*/crashes/ $(FUZZ_DIR)/$*/corpus $(FUZZ_SEEDS_$*)

upgrade:
	git fetch $(TEMPLATE) && git merge --no-edit $(TEMPLATE)/main

clean:
	rm -rf .build
