


def forward(self, x, y):
    a = f(k0 = x, k1 = x, k2 = x, k3 = x, k4 = x, k5 = x, k6 = x, k7 = x, k8 = x, k9 = x, k10 = x, k11 = x, k12 = x, k13 = x, k14 = x)
    b = x.g(k0 = 0, k1 = 1, k2 = 2, k3 = 3, k4 = 4, k5 = 5, k6 = 6, k7 = 7, k8 = 8, k9 = 9, k10 = 10, k11 = 11, k12 = 12, k13 = 13)
    return (a, b)
    