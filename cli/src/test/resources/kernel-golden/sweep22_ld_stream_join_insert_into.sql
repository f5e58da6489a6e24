-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- a streaming INSERT INTO ... SELECT over a join (an append table joined with a dimension table), then the sink in batch
CREATE TABLE clicks (uid INT, page STRING);
CREATE TABLE users (uid INT, country STRING, PRIMARY KEY (uid) NOT ENFORCED);
CREATE TABLE per_user (uid INT, country STRING, page STRING, PRIMARY KEY (uid, page) NOT ENFORCED);
INSERT INTO users VALUES (1, 'PT'), (2, 'CN');
INSERT INTO clicks VALUES (1, '/a'), (2, '/b'), (1, '/c'), (3, '/d');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO per_user SELECT c.uid, u.country, c.page FROM clicks c JOIN users u ON c.uid = u.uid;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM per_user;
