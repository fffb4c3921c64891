# The commands everyone uses: README, CI and the tests rely on these names.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PORT ?= 8080
export PORT

INSTALLED := node_modules/.installed

.PHONY: help install build build-api start dev env hash-password test clean

help: ## List the commands
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

# Reinstall only when a manifest or the lock file changed since the last install.
$(INSTALLED): package.json package-lock.json $(wildcard */package.json)
	npm ci
	@touch $@

install: $(INSTALLED) ## Install the exact dependencies of package-lock.json

build: $(INSTALLED) ## Build the contract, the API and the front end
	npm run build

build-api: $(INSTALLED)
	@npm run --silent build -w contract
	@npm run --silent build -w backend

start: build ## Build and serve the product on http://localhost:$PORT (embedded PostgreSQL unless DATABASE_URL is set)
	@test -f .env || node scripts/make-env.mjs
	node backend/dist/main.js

dev: build-api ## Run the API, and Vite's dev server on http://localhost:5173 with /api proxied to it
	@test -f .env || node scripts/make-env.mjs
	@node backend/dist/main.js & api=$$!; trap 'kill $$api' EXIT; npm run dev -w frontend

env: build-api ## Write .env with a random admin password, printed once (never overwrites .env)
	@node scripts/make-env.mjs

# The password is read from standard input (not typed on the command line, where the shell
# history would keep it); on a terminal it is not echoed.
hash-password: build-api ## Print ADMIN_PASSWORD_HASH for a password read from standard input
	@if [ -t 0 ]; then printf 'Password (at least 12 characters, not shown): ' >&2; stty -echo; fi; \
	node backend/dist/cli/hash-password.js; status=$$?; \
	if [ -t 0 ]; then stty echo; echo >&2; fi; exit $$status

test: $(INSTALLED) ## Run every unit and integration test (the API's on a real PostgreSQL)
	npm run build -w contract
	npm test

clean: ## Remove builds and dependencies (keeps .data, the local database)
	rm -rf node_modules */node_modules */dist
