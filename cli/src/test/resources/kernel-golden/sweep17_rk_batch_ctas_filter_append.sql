-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes batch INSERT rows as +I (it does not plan the query: a plain copy keeps the split read's kinds on Flink)
-- CREATE TABLE AS SELECT * copies the merged +U; INSERT ... SELECT with WHERE writes +I; an append table stores a copied +U as +I
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO s VALUES +I(1, 'a'), +I(2, 'b');
INSERT INTO s VALUES +U(1, 'a2');
CREATE TABLE c WITH ('bucket' = '1', 'primary-key' = 'k') AS SELECT * FROM s;
SELECT * FROM c$audit_log;
CREATE TABLE d (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO d SELECT * FROM s WHERE k = 1;
SELECT * FROM d$audit_log;
CREATE TABLE e (k INT, v STRING);
INSERT INTO e SELECT * FROM s;
SELECT * FROM e$audit_log;
