-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads SELECT * only
-- record-level time field types: BIGINT (seconds below 10^12, milliseconds from there), TIMESTAMP, TIMESTAMP_LTZ.
CREATE TABLE a (k INT, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO a VALUES (1, 1000), (2, 2000000000), (3, 1000000000000), (4, 4102444800000);
CALL sys.compact('default.a');
SELECT * FROM a;
CREATE TABLE b (k INT, ts TIMESTAMP(3), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO b VALUES (1, TIMESTAMP '2000-01-01 00:00:00'), (2, TIMESTAMP '2999-01-01 00:00:00');
CALL sys.compact('default.b');
SELECT * FROM b;
CREATE TABLE c (k INT, ts TIMESTAMP_LTZ(3), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO c VALUES (1, CAST(TIMESTAMP '2000-01-01 00:00:00' AS TIMESTAMP_LTZ(3))), (2, CAST(TIMESTAMP '2999-01-01 00:00:00' AS TIMESTAMP_LTZ(3)));
CALL sys.compact('default.c');
SELECT k FROM c;
