-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- a streaming join of three tables: a tree of two joins
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE b (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE c (k INT, x STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO a VALUES (1, 'a1');
INSERT INTO b VALUES (1, 'b1');
INSERT INTO c VALUES (1, 'c1');
SET 'execution.runtime-mode' = 'streaming';
SELECT a.k, v, w, x FROM a JOIN b ON a.k = b.k JOIN c ON a.k = c.k;
