-- $audit_log of first-row, partial-update and aggregation tables (batch), with WHERE on a value column
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads $audit_log only as SELECT *, without WHERE
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE p (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update');
CREATE TABLE g (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum');
INSERT INTO f VALUES (1, 'a'), (2, 'b');
INSERT INTO f VALUES (1, 'z'), (3, 'c');
INSERT INTO p VALUES (1, 'x', CAST(NULL AS INT)), (2, 'y', 2);
INSERT INTO p VALUES (1, CAST(NULL AS STRING), 10);
INSERT INTO g VALUES (1, 5), (2, 6);
INSERT INTO g VALUES (1, 7);
SELECT * FROM f$audit_log;
SELECT * FROM p$audit_log;
SELECT * FROM g$audit_log WHERE s > 6;
