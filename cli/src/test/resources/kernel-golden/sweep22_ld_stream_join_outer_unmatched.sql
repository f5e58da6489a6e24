-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- streaming LEFT and FULL joins whose rows never match: null-padded rows only
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE b (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO a VALUES (1, 'a1'), (2, 'a2');
INSERT INTO b VALUES (3, 'b3');
SET 'execution.runtime-mode' = 'streaming';
SELECT a.k, v, b.k, w FROM a LEFT JOIN b ON a.k = b.k;
SELECT a.k, v, b.k, w FROM a FULL OUTER JOIN b ON a.k = b.k;
