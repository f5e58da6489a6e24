-- aggregation and partial-update with the input producer: the merged read of two files gives +I (their merge functions' result kind), not the +U written
CREATE TABLE a (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum');
CREATE TABLE u (k INT, x STRING, y STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'merge-engine' = 'partial-update');
INSERT INTO a VALUES +U(1, 10), +I(2, 20);
INSERT INTO a VALUES +U(1, 5), +U(2, 1);
INSERT INTO u VALUES +U(1, 'x', CAST(NULL AS STRING)), +I(2, 'x2', CAST(NULL AS STRING));
INSERT INTO u VALUES +U(1, CAST(NULL AS STRING), 'y'), +I(2, CAST(NULL AS STRING), 'y2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a;
SELECT * FROM u;
