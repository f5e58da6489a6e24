-- disable-explicit-type-casting = true refuses a narrowing column type change
CREATE TABLE t (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, 5);
ALTER TABLE t MODIFY v INT;
DESCRIBE t;
