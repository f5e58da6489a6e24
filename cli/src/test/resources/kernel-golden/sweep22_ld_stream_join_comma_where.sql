-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- a comma join with the join condition in WHERE, streaming, over an append table and a first-row table
CREATE TABLE a (k INT, v STRING);
CREATE TABLE b (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO a VALUES (1, 'a1'), (2, 'a2'), (1, 'a3');
INSERT INTO b VALUES (1, 'b1'), (2, 'b2');
INSERT INTO b VALUES (1, 'ignored');
SET 'execution.runtime-mode' = 'streaming';
SELECT a.k, v, w FROM a, b WHERE a.k = b.k AND v <> 'a2';
