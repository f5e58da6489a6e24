-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes batch INSERT rows as +I (it does not plan the query: a plain copy keeps the split read's kinds on Flink)
-- a batch INSERT INTO ... SELECT * passes the source's split-read kinds to the sink: the merged +U of a two-file bucket is written as +U (target $audit_log)
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE d (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO s VALUES +I(1, 'a'), +I(2, 'b');
INSERT INTO s VALUES +U(1, 'a2');
INSERT INTO d SELECT * FROM s;
SELECT * FROM d$audit_log;
SELECT * FROM s$audit_log;
