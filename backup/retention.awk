# Which scheduled dumps the retention policy lets go. Input: dump names, newest first, each
# portfolio-YYYY-MM-DD-HHMMSS-<release>.dump. Output: the names to remove. As restic's forget
# does, the newest dump of each of the last `daily` days that have one is kept, and the newest of
# each of the last `weekly` weeks (Monday to Sunday) and `monthly` months; a dump kept by any rule stays.
# Run as: awk -v daily=7 -v weekly=4 -v monthly=6 -f retention.awk
function days_since_epoch(y, m, d) {
  # Days from 1970-01-01 to y-m-d in the proleptic Gregorian calendar (Howard Hinnant's formula).
  y -= m <= 2
  era = int(y / 400)
  yoe = y - era * 400
  doy = int((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  doe = yoe * 365 + int(yoe / 4) - int(yoe / 100) + doy
  return era * 146097 + doe - 719468
}
function keep(rule, key, limit) {
  if (!((rule, key) in seen) && count[rule] < limit) {
    seen[rule, key] = 1
    count[rule]++
    return 1
  }
  return 0
}
match($0, /portfolio-[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-/) {
  date = substr($0, RSTART + 10, 10)
  split(date, part, "-")
  # 1970-01-01 was a Thursday: three days on, weeks start on Mondays.
  week = int((days_since_epoch(part[1] + 0, part[2] + 0, part[3] + 0) + 3) / 7)
  kept = keep("day", date, daily)
  kept = keep("week", week, weekly) || kept
  kept = keep("month", substr(date, 1, 7), monthly) || kept
  if (!kept) print
}
