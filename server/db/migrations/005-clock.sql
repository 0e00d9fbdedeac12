-- The platform clock's offset from real time (server/services/clock.ts): 0 on a normal platform; moved forward only by
-- the operator on a platform started with an adjustable clock (tests, browser journeys, demos). One row at most.
CREATE TABLE platform_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offset_ms INTEGER NOT NULL CHECK (offset_ms >= 0)
) STRICT;
