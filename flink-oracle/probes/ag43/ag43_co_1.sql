-- probe ag43: COLLECT (MULTISET) in a batch GROUP BY
CREATE TABLE c (k INT NOT NULL, g INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO c VALUES (1, 1, 'a'), (2, 1, 'b'), (3, 1, 'a'), (4, 2, CAST(NULL AS STRING)), (5, 2, 'c');
SELECT g, COLLECT(s) AS m FROM c GROUP BY g;
