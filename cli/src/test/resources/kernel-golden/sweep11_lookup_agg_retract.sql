-- not checked against Paimon: Paimon 1.4.2 loses retractions here (a -U pre-merged with the +U of the same commit in its write buffer drops the retraction of collect and last_non_null_value; a lone -D of remove-record-on-delete is lost by lookup compaction while the older row sits in a lower level, so the later (1, 5) sums to 6 although its changelog printed -D[1, 1]); SEMANTICS §3 requires retractions never be lost
-- lookup changelog of aggregation with retractions: last_value / last_non_null_value retract to null, ignore-retract columns, remove-record-on-delete, collect retraction; streaming reads from snapshot 1 and batch reads
CREATE TABLE A (k INT, s INT, lv STRING, lnn STRING, mx INT, c ARRAY<INT>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value', 'fields.lnn.aggregate-function' = 'last_non_null_value', 'fields.mx.aggregate-function' = 'max', 'fields.mx.ignore-retract' = 'true', 'fields.c.aggregate-function' = 'collect', 'changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE R (k INT, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO A VALUES (1, 1, 'a', 'a', 5, ARRAY[1, 2]), (2, 2, 'b', 'b', 6, ARRAY[3]);
INSERT INTO A VALUES -U(1, 1, 'a', 'a', 9, ARRAY[2]), +U(1, 10, CAST(NULL AS STRING), CAST(NULL AS STRING), 7, ARRAY[4]);
INSERT INTO A VALUES -D(2, 2, 'b', 'b', 6, ARRAY[3]);
INSERT INTO A VALUES -D(1, 0, 'zz', 'zz', 0, CAST(NULL AS ARRAY<INT>));
INSERT INTO R VALUES (1, 1), (2, 2);
INSERT INTO R VALUES -D(1, 1), (2, 3);
INSERT INTO R VALUES (1, 5);
SELECT * FROM A;
SELECT * FROM R;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM R /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
