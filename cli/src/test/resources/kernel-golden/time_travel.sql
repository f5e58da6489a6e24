-- Batch time travel (Paimon's "Batch Time Travel"): 'scan.snapshot-id', 'scan.timestamp-millis', 'scan.timestamp'
-- (local time zone) and Flink's FOR SYSTEM_TIME AS OF read the latest snapshot committed at or before the point.
-- A point before the first snapshot fails (error_time_travel_before_first, sweep10_time_travel_before_first_refused).
CREATE TABLE t (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (1, 'b'), (2, 'c');
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '2999-01-01 00:00:00') */ ORDER BY id;
SELECT * FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2999-01-01 00:00:00' ORDER BY id;
SELECT x.v FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2999-01-01 00:00:00' AS x WHERE x.id = 2;
