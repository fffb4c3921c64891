# The commands everyone uses: README, CI and the tests rely on these names.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PORT ?= 8080
export PORT

INSTALLED := node_modules/.installed
BUILT := backend/dist/main.js frontend/dist/index.html
# Docker Compose v2 (`docker compose`) where it is there, else v1 (`docker-compose`).
COMPOSE := $(shell docker compose version >/dev/null 2>&1 && echo "docker compose" || echo docker-compose)
# `make env` and `make hash-password` need only Node; on a server without it, Docker runs them.
NODE := $(shell command -v node >/dev/null 2>&1 && echo node || echo 'docker run --rm -i -e SITE_URL -v "$$PWD":/work -w /work -u $(shell id -u):$(shell id -g) node:24.11.1-alpine3.22 node')

.PHONY: help install build start dev test format e2e e2e-docker bench env hash-password up down logs backup backups restore upgrade rollback publish reset-2fa end-sessions wait-healthy clean

help: ## List the commands
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

# Reinstall only when a manifest or the lock file changed since the last install.
$(INSTALLED): package.json package-lock.json $(wildcard */package.json)
	npm ci
	@touch $@

install: $(INSTALLED) ## Install the exact dependencies of package-lock.json

build: $(BUILT) ## Build the contract, the API and the front end (with precompressed files)

# The build's outputs are made again only when something the build reads is newer than they are (a
# file, or a folder that gained or lost one): make e2e and make bench right after a build start at once.
BUILD_INPUTS := $(shell find package-lock.json tsconfig.base.json scripts/precompress.mjs contract backend frontend \( -name node_modules -o -name 'dist*' -o -name test \) -prune -o -print 2>/dev/null)
$(BUILT) &: $(INSTALLED) $(BUILD_INPUTS)
	npm run build
	@node scripts/precompress.mjs frontend/dist
	@touch $(BUILT)

# How the API is run, as backend/Dockerfile runs it (the reasons are there). Outside the image,
# glibc's malloc would keep a freed block of up to 32 MB (a password check's 8 MiB, an upload's
# bytes) for reuse rather than give it back: a fixed threshold hands every block over 128 KB
# back to the system when freed, as the image's musl does.
API := MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=4 --optimize-for-size backend/dist/main.js

# On the first run, write .env (printing the owner's password), unless the environment gives one.
FIRST_RUN_ENV := test -f .env || [ -n "$$ADMIN_PASSWORD$$ADMIN_PASSWORD_HASH" ] || node scripts/make-env.mjs

start: build ## Serve the product on http://localhost:$PORT (embedded PostgreSQL unless DATABASE_URL is set)
	@$(FIRST_RUN_ENV)
	$(API)

dev: build ## The API, and Vite's dev server on http://localhost:5173 with /api proxied to it
	@$(FIRST_RUN_ENV)
	@$(API) & api=$$!; trap 'kill $$api' EXIT; npm run dev -w frontend

test: $(INSTALLED) ## The linter and the formatter's check, and the unit and integration tests that need only Node (the API's on a real PostgreSQL)
	@# Three jobs of about a core each, side by side, each one's output shown whole as it ends; the
	@# API's tests and the front end's take both cores, one after the other.
	@$(MAKE) --no-print-directory -j3 --output-sync=target test-lint test-contract test-build
	npm test --workspace backend
	@# The build type-checked the front end.
	npm run test:unit -w frontend

# The parts of `make test` that run side by side.
.PHONY: test-lint test-contract test-build
test-lint:
	npm run lint
test-contract:
	npm test --workspace contract
test-build:
	@# The API's tests render the public page with the front end's build (the contract's first).
	npm run build -w frontend
	@# What each page loads against its size budget (frontend/scripts/budgets.mjs), from that build.
	npm run check:budgets -w frontend

e2e: build ## End-to-end tests: the API driving rclone, restic and an SSH server; Playwright and the system Chromium against nginx, the API and PostgreSQL
	@for tool in nginx envsubst caddy rclone restic; do command -v $$tool >/dev/null || { echo "make e2e needs $$tool (apt-get install nginx gettext-base caddy rclone restic)"; exit 1; }; done
	@test -x /usr/sbin/sshd || { echo "make e2e needs an SSH server at /usr/sbin/sshd (apt-get install openssh-server)"; exit 1; }
	@test -x "$${CHROMIUM_PATH:-/usr/bin/chromium}" || { echo "make e2e needs Chromium at /usr/bin/chromium or \$$CHROMIUM_PATH (apt-get install chromium)"; exit 1; }
	npm run test:tools -w backend
	npm test -w e2e

e2e-docker: $(INSTALLED) ## The production stack for real: a clean copy, make env, make up, then the operations and the journeys through what only the images hold
	@docker info >/dev/null 2>&1 || { echo "make e2e-docker needs a running Docker engine (apt-get install docker.io docker-compose)"; exit 1; }
	@command -v wrk >/dev/null || { echo "make e2e-docker needs wrk (apt-get install wrk)"; exit 1; }
	npm run test:docker -w e2e

format: $(INSTALLED) ## Format every file and apply ESLint's fixes
	npm run format

bench: build ## Measure reads, saves and the public page against this machine's limits (a few minutes)
	@for tool in wrk nginx envsubst caddy; do command -v $$tool >/dev/null || { echo "make bench needs $$tool (apt-get install wrk nginx gettext-base caddy)"; exit 1; }; done
	npm run bench -w bench

# What the owner gives make (make env SITE_URL=…, make restore FILE=… FROM=… SIGN_IN=…) reaches the script through
# the environment, as typed: pasted into a recipe, a quote or `;` in it would run as a command.
# $(value …) keeps make from expanding it too, as it would a $(shell …) in it even to export it.
env: override export SITE_URL := $(value SITE_URL)
env: ## Write .env with a random admin password, printed once, and SITE_URL=... if given (never overwrites .env)
	@$(NODE) scripts/make-env.mjs

# The password is read from standard input, not the command line (the shell history would keep
# it); on a terminal it is not echoed.
hash-password: ## Print ADMIN_PASSWORD_HASH for a password read from standard input
	@if [ -t 0 ]; then printf 'Password (at least 12 characters, not shown): ' >&2; stty -echo; fi; \
	$(NODE) scripts/hash-password.mjs; status=$$?; \
	if [ -t 0 ]; then stty echo; echo >&2; fi; exit $$status

up: ## Production: build the images and start db, backend, nginx and backup in the background
	@test -f .env || { echo "No .env: run make env first."; exit 1; }
	@# Made here, owned by the owner and private: Docker would make it owned by root, readable by all.
	@mkdir -p backups && chmod 700 backups
	@# rclone's configuration and keys for publishing, the API's user's (uid 1000) in its container.
	@mkdir -p publish && { [ "$$(id -u)" != 0 ] || chown 1000 publish; }
	$(COMPOSE) up -d --build

down: ## Stop the production stack (the database volume stays)
	$(COMPOSE) down

logs: ## Follow the production stack's logs
	$(COMPOSE) logs -f --tail=100

backup: ## Dump the production database to backups/portfolio-<date>-<release>.dump (mode 600), and off-site when BACKUP_REPOSITORY is set
	@scripts/production.sh backup

backups: ## List the dumps in backups/ and the off-site snapshots, with their date, release and size
	@scripts/production.sh backups

# make restore's and rollback's settings as typed on the command line, and never from the shell's
# environment: a FORCE=1 or SIGN_IN=backup left exported there must not change a restore.
command_line = $(if $(filter command line,$(origin $1)),$(value $1))
restore: override export FILE := $(call command_line,FILE)
restore: override export FROM := $(call command_line,FROM)
restore: override export SNAPSHOT := $(call command_line,SNAPSHOT)
restore rollback: override export SIGN_IN := $(call command_line,SIGN_IN)
restore: override export FORCE := $(call command_line,FORCE)
restore: ## Replace the production database with FILE=backups/<dump>, or FROM=offsite [SNAPSHOT=<id>], and migrate it forward; sessions end (SIGN_IN=backup, FORCE=1: docs/operations.md)
	@scripts/production.sh restore "$$FILE"

# The rollback a failed upgrade runs keeps this server's sign-in.
upgrade: override export SIGN_IN :=
upgrade: ## After git pull: check .env, back up, build, switch, and roll back by itself unless the new version is healthy
	@scripts/production.sh upgrade

rollback: ## Put back the images and the data from before the last make upgrade; sessions end, sign-in stays as it is now (SIGN_IN=backup: docs/operations.md)
	@scripts/production.sh rollback

publish: ## Publish the site to PUBLISH_TO now, checking what it holds (saves and scheduled posts publish by themselves)
	@scripts/production.sh publish

reset-2fa: ## Turn the owner's second factor off (lost authenticator app and recovery codes)
	$(COMPOSE) exec -T db sh -c 'psql -q -v ON_ERROR_STOP=1 -U "$$POSTGRES_USER" -d "$$POSTGRES_DB"' < scripts/reset-2fa.sql
	@echo "The second factor is off: sign in with the password alone, then turn it on again from the admin."

end-sessions: ## Sign every browser out and forget every trusted device (a session in someone else's hands)
	$(COMPOSE) exec -T db sh -c 'psql -q -v ON_ERROR_STOP=1 -U "$$POSTGRES_USER" -d "$$POSTGRES_DB"' < scripts/end-sessions.sql
	@echo "Every session has ended and every trusted device is forgotten: sign in again."

# Until the API answers /api/health from inside its container (at most a minute).
wait-healthy:
	@scripts/production.sh wait-healthy 60

clean: ## Remove builds and dependencies (keeps .data, the local database)
	rm -rf node_modules */node_modules */dist
