def forward(self, x):
    f = lambda y: y + 1
    return f(x)
