


def forward(self, view_20):
    permute_10 = torch.ops.aten.permute.default(view_20, [0, 2, 1, 3]);  view_20 = None
    return permute_10
    