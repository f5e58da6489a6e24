-- disable-explicit-type-casting = true refuses STRING to INT
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, '5');
ALTER TABLE t MODIFY v INT;
DESCRIBE t;
